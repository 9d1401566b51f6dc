import { Button, Stack } from '@mantine/core';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { lastPlanYear } from '@vve/contract/rules/maintenance-plan';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { TermsDialog } from './terms-dialog';

interface PlanTermsProps {
  plan: MaintenancePlan;
  /** Whether the terms are changed here (the draft of a complex in use). */
  editable: boolean;
}

/**
 * A version's terms as a compact list: price level and indexation, its years, the reserve fund (at the start, the
 * yearly contribution and the years with their own, the interest) and the rebuild value; on the draft 'Change
 * terms'.
 */
export const PlanTerms = ({ plan, editable }: PlanTermsProps) => {
  const { t } = useTranslation();
  const { money, quantity } = useFormatters();
  const [changing, setChanging] = useState(false);
  const { terms } = plan;
  const perYear = (percentage: number) => t('{{percentage}} % a year', { percentage: quantity(percentage) });
  return (
    <Stack gap="sm">
      <DetailList
        details={[
          { label: t('Price level'), value: <DateText value={terms.priceDate} /> },
          { label: t('Indexation'), value: perYear(terms.indexation) },
          {
            label: t('Years'),
            value: t('{{from}}–{{to}} ({{count}} years)', {
              from: terms.startYear,
              to: lastPlanYear(terms),
              count: terms.horizon,
            }),
          },
          { label: t('Reserve at the start'), value: <Money amount={terms.reserveAtStart} /> },
          { label: t('Yearly contribution'), value: <Money amount={terms.yearlyContribution} /> },
          {
            label: t('Years with their own contribution'),
            value:
              terms.contributionByYear.length === 0
                ? t('None')
                : terms.contributionByYear
                    .map((entry) =>
                      t('{{year}}: {{amount}}', { year: entry.year, amount: money(entry.amount) }),
                    )
                    .join(', '),
          },
          { label: t('Interest'), value: perYear(terms.interestRate) },
          {
            label: t('Rebuild value'),
            value: terms.rebuildValue === null ? t('Not entered') : <Money amount={terms.rebuildValue} />,
          },
        ]}
      />
      {editable && (
        <Button
          variant="default"
          leftSection={<IconPencil aria-hidden size={18} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setChanging(true);
          }}
        >
          {t('Change terms')}
        </Button>
      )}
      {changing && (
        <TermsDialog
          plan={plan}
          onClose={() => {
            setChanging(false);
          }}
        />
      )}
    </Stack>
  );
};
