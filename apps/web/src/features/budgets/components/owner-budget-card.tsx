import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useOwnerBudget } from '../api/get-budgets';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';
import { BudgetItemsTable } from './budget-items-table';

/**
 * The complex's budget in force, for its owner: its items, their total and what the owner pays of it a year and
 * a month. Nothing while none is adopted, and nothing to anyone the server does not answer it to (404: no unit
 * of theirs there).
 */
export const OwnerBudgetCard = ({ vveId }: { vveId: number }) => {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const titleId = useId();
  const { data: budget } = useOwnerBudget(vveId);
  if (!budget) return null;
  const title = t('Budget {{year}}', { year: budget.year });
  return (
    <Paper component="section" withBorder p="md" mt="sm" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {/* 'Adopted on' of a budget: a key of its own, as a plan's version is another gender in French. */}
          {t('budget.adoptedOn', { date: date(budget.adoptedOn) })}
        </Text>
        <BudgetItemsTable items={budget.items} totalCents={budget.totalCents} label={title} small />
        <Text fw={600}>
          {t('You pay {{yearly}} a year, {{monthly}} a month.', {
            yearly: money(budget.ownYearlyCents / CENTS_PER_EURO),
            monthly: money(budget.ownMonthlyCents / CENTS_PER_EURO),
          })}
        </Text>
      </Stack>
    </Paper>
  );
};
