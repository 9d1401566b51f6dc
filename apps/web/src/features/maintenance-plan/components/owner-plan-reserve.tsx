import { Text } from '@mantine/core';
import type { OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import { DetailList } from '../../../components/detail-list';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../lib/i18n/i18n';

/** The association's reserve fund at the start of this year and its contribution this year, as far as the plan covers this year. */
export const OwnerPlanReserve = ({
  summary: { reserveNow, yearlyContribution },
}: {
  summary: Pick<OwnerPlanSummary, 'reserveNow' | 'yearlyContribution'>;
}) => {
  const { t } = useTranslation();
  const details = [
    { label: t('Reserve at the start of this year'), amount: reserveNow },
    { label: t('Contribution to the reserve fund this year'), amount: yearlyContribution },
  ].flatMap(({ label, amount }) => (amount === null ? [] : [{ label, value: <Money amount={amount} /> }]));
  return details.length === 0 ? (
    <Text c="gray.7">{t('This year lies outside the plan.')}</Text>
  ) : (
    <DetailList details={details} />
  );
};
