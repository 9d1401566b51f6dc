import { Anchor } from '@mantine/core';
import type { BudgetSummary } from '@vve/contract/calls/budgets';
import { generatePath, Link } from 'react-router';
import { Money } from '../../../components/money';
import { RecordTable } from '../../../components/record-table';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';

/** A complex's budgets, the newest year first: each year opens its budget, with its status and total. */
export const BudgetList = ({ budgets }: { budgets: readonly BudgetSummary[] }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <RecordTable
      items={budgets}
      rowKey={(budget) => budget.id}
      minWidth={420}
      look="list"
      label={t('Budgets')}
      empty={t('No budgets yet.')}
      columns={[
        {
          header: t('Year'),
          width: 120,
          cell: (budget) => (
            <Anchor component={Link} to={generatePath(officeRoutes.budget, { id: String(budget.id) })}>
              {budget.year}
            </Anchor>
          ),
        },
        {
          header: t('Status'),
          cell: (budget) =>
            budget.adoptedOn === null
              ? t('Draft')
              : // 'Adopted on' of a budget: a key of its own, as a plan's version is another gender in French.
                t('budget.adoptedOn', { date: date(budget.adoptedOn) }),
        },
        {
          header: t('Total'),
          numeric: true,
          cell: (budget) => <Money amount={budget.totalCents / CENTS_PER_EURO} />,
        },
      ]}
    />
  );
};
