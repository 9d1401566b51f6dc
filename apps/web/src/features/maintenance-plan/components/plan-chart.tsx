import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { useId } from 'react';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';

/**
 * The plan's costs per year (bars) against the reserve at the end of each year (a line, with zero marked). Loaded
 * lazily, as its chart library is large. For screen readers it is one figure with a name and a summary: all costs
 * and the lowest reserve; the table holds the figures themselves.
 */
export const PlanChart = ({ plan }: { plan: MaintenancePlan }) => {
  const { t } = useTranslation();
  const { money, quantity } = useFormatters();
  const summaryId = useId();
  const data = plan.years.map((year, index) => ({
    year: String(year),
    costs: plan.yearTotals[index] ?? 0,
    reserve: plan.reserve[index]?.end ?? 0,
  }));
  const lowest = plan.legalCheck.lowestReserve;
  return (
    <Box
      component="figure"
      m={0}
      aria-label={t('Costs per year against the reserve at the end of each year')}
      aria-describedby={summaryId}
    >
      <div aria-hidden>
        <CompositeChart
          h={300}
          data={data}
          dataKey="year"
          withLegend
          valueFormatter={(value) => quantity(Math.round(value))}
          referenceLines={[{ y: 0, color: 'red.8' }]}
          composedChartProps={{ accessibilityLayer: false }}
          series={[
            { name: 'costs', label: t('Costs'), type: 'bar', color: 'blue.7' },
            { name: 'reserve', label: t('Reserve at the end of the year'), type: 'line', color: 'orange.8' },
          ]}
        />
      </div>
      <Text component="figcaption" id={summaryId} size="sm" c="gray.7" mt="xs">
        {t(
          'Costs {{total}} in all over {{count}} years; the lowest reserve is {{amount}}, at the end of {{year}}.',
          {
            total: money(plan.total),
            count: plan.years.length,
            amount: money(lowest.amount),
            year: lowest.year,
          },
        )}
      </Text>
    </Box>
  );
};
