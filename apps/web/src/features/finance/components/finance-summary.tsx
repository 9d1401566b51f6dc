import { Anchor, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath, Link } from 'react-router';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { QueryView } from '../../../components/query-view';
import { combineQueries } from '../../../lib/query-state';
import { routes } from '../../../lib/routes';
import { useBoekjaren } from '../api/get-boekjaren';
import { useDebiteur } from '../api/get-debiteur';
import { useIsDebiteur } from '../api/get-is-debiteur';
import { balanceDetail } from '../balance';
import { contributionTotals } from '../contribution-totals';

interface FinanceSummaryProps {
  vveId: number;
  /** The complex's active budgets (`actieveBegrotingIds`). */
  activeBudgetIds: readonly number[];
}

/**
 * The finances of a complex with financial management (spec §2): total contribution, the amount due or paid
 * ahead, and the monthly contribution; debtors get a link to their financial details.
 */
export const FinanceSummary = ({ vveId, activeBudgetIds }: FinanceSummaryProps) => {
  const { t } = useTranslation();
  const boekjaren = useBoekjaren(vveId);
  const debiteur = useDebiteur(vveId);
  const isDebiteur = useIsDebiteur(vveId);
  const finances = combineQueries(
    [boekjaren, debiteur, isDebiteur],
    boekjaren.data && debiteur.data !== undefined && isDebiteur.data !== undefined
      ? { years: boekjaren.data, debtor: debiteur.data, isDebtor: isDebiteur.data }
      : undefined,
  );
  return (
    <QueryView query={finances}>
      {({ years, debtor, isDebtor }) => {
        if (debtor === null) return <Text c="gray.7">{t('No financial details found')}</Text>;
        const totals = contributionTotals(years, activeBudgetIds);
        const balance = balanceDetail(debtor.saldo, t);
        return (
          <>
            <DetailList
              details={[
                { label: t('Total contribution'), value: <Money amount={totals.total} /> },
                { label: balance.label, value: <Money amount={balance.amount} /> },
                { label: t('Monthly contribution'), value: <Money amount={totals.monthly} /> },
              ]}
            />
            {isDebtor && (
              <Anchor
                component={Link}
                to={generatePath(routes.debtorDetails, { vveId: String(vveId) })}
                mt="sm"
                display="inline-flex"
                style={{ alignItems: 'center', gap: 4 }}
              >
                {t('View financial details')}
                <IconChevronRight aria-hidden size={16} />
              </Anchor>
            )}
          </>
        );
      }}
    </QueryView>
  );
};
