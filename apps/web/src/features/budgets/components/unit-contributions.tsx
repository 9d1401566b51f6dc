import { Table, Text } from '@mantine/core';
import type { UnitContribution } from '@vve/contract/calls/budgets';
import { Money } from '../../../components/money';
import { useTranslation } from '../../../lib/i18n/i18n';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';

const sum = (units: readonly UnitContribution[], of: (unit: UnitContribution) => number) =>
  units.reduce((total, unit) => total + of(unit), 0);

/**
 * 'What each unit pays': every unit of the complex with its cost share, who is charged for it, and its part of
 * the budget a year and a month, with the sums.
 */
export const UnitContributions = ({ units }: { units: readonly UnitContribution[] }) => {
  const { t } = useTranslation();
  if (units.length === 0) return <Text c="gray.7">{t('This complex has no units yet.')}</Text>;
  const money = (cents: number) => <Money amount={cents / CENTS_PER_EURO} />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={4} aria-label={t('What each unit pays')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Unit')}</Table.Th>
            <Table.Th ta="right">{t('Cost share')}</Table.Th>
            <Table.Th>{t('Charged to')}</Table.Th>
            <Table.Th ta="right">{t('Per year')}</Table.Th>
            <Table.Th ta="right">{t('Per month')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.map((unit) => (
            <Table.Tr key={unit.unitId}>
              <Table.Th scope="row" fw="normal">
                {unit.indexNr} {unit.adres}
              </Table.Th>
              <Table.Td ta="right">{unit.costShare}</Table.Td>
              <Table.Td>
                {unit.payer ?? (
                  <Text span inherit c="red.9">
                    {t('No owner')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{money(unit.yearlyCents)}</Table.Td>
              <Table.Td ta="right">{money(unit.monthlyCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('Total')}</Table.Th>
            <Table.Th ta="right">{sum(units, (unit) => unit.costShare)}</Table.Th>
            <Table.Td />
            <Table.Th ta="right">{money(sum(units, (unit) => unit.yearlyCents))}</Table.Th>
            <Table.Th ta="right">{money(sum(units, (unit) => unit.monthlyCents))}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
};
