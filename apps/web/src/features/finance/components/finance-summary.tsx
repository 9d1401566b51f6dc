import { Anchor, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath, Link } from 'react-router';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { DetailList } from '../../../components/detail-list';
import { LoadError } from '../../../components/load-error';
import { Money } from '../../../components/money';
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
  const queries = [boekjaren, debiteur, isDebiteur];

  const failed = queries.find((query) => query.isError);
  if (failed?.error) {
    return (
      <LoadError
        error={failed.error}
        retrying={queries.some((query) => query.isFetching)}
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (!boekjaren.isSuccess || !debiteur.isSuccess || !isDebiteur.isSuccess) return <ContentSkeleton />;
  if (debiteur.data === null) return <Text c="gray.7">{t('No financial details found')}</Text>;

  const totals = contributionTotals(boekjaren.data, activeBudgetIds);
  const balance = balanceDetail(debiteur.data.saldo, t);
  return (
    <>
      <DetailList
        details={[
          { label: t('Total contribution'), value: <Money amount={totals.total} /> },
          { label: balance.label, value: <Money amount={balance.amount} /> },
          { label: t('Monthly contribution'), value: <Money amount={totals.monthly} /> },
        ]}
      />
      {isDebiteur.data && (
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
};
