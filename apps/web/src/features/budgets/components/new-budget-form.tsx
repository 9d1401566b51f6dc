import { Button, Group, Stack } from '@mantine/core';
import { NewBudgetPayload, type OfficeBudget } from '@vve/contract/calls/budgets';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';
import { YearInput } from '../../../components/year-input';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useCreateBudget } from '../api/change-budgets';
import { BUDGET_REFUSALS } from './budget-refusals';

/**
 * 'Draw up a budget' of a complex for a year (the next calendar year unless said otherwise): a draft with the items
 * of its newest adopted budget, which then opens.
 */
export const NewBudgetForm = ({
  complexId,
  onCreated,
}: {
  complexId: number;
  onCreated: (budget: OfficeBudget) => void;
}) => {
  const { t } = useTranslation();
  const create = useCreateBudget(complexId);
  const [year, setYear] = useState<number | string>(() => new Date().getFullYear() + 1);
  const [checked, setChecked] = useState(false);
  const parsed = NewBudgetPayload.safeParse({ year });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (parsed.success && !create.isPending) create.mutate(parsed.data.year, { onSuccess: onCreated });
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <YearInput w={160} value={year} invalid={checked && !parsed.success} onChange={setYear} />
          <Button
            type="submit"
            mt={25}
            loading={create.isPending}
            leftSection={<IconPlus aria-hidden size={18} />}
          >
            {t('Draw up the budget')}
          </Button>
        </Group>
        {create.error && (
          <RefusalAlert
            error={create.error}
            failed={t('The budget could not be drawn up.')}
            explained={BUDGET_REFUSALS}
          />
        )}
      </Stack>
    </form>
  );
};
