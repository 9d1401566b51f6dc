import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { BudgetAdoptionPayload, type OfficeBudget } from '@vve/contract/calls/budgets';
import type { Decision } from '@vve/contract/calls/meeting-votes';
import { IsoDate } from '@vve/contract/primitives';
import { IconGavel } from '@tabler/icons-react';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { notify } from '../../../lib/notifications';
import { useAdoptBudget } from '../api/change-budgets';
import { BUDGET_REFUSALS } from './budget-refusals';

/** The decision choice's value for an adoption that no decision of a meeting records. */
const NO_DECISION = 'none';

interface AdoptBudgetFormProps {
  budget: OfficeBudget;
  /** The decisions of the complex's meetings; the carried ones can adopt the budget. */
  decisions: readonly Decision[];
  /** Whether the items were changed and not saved: adopting takes the saved ones. */
  unsaved: boolean;
}

/**
 * 'Adopt the budget': the day the members' meeting adopted it (today unless said otherwise) and the carried
 * decision that did, if one did. Adopting sets every unit's contribution by its cost share, for good.
 */
export const AdoptBudgetForm = ({ budget, decisions, unsaved }: AdoptBudgetFormProps) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const adopt = useAdoptBudget(budget.id);
  const today = localDay();
  const [adoptedOn, setAdoptedOn] = useState(today);
  const [decision, setDecision] = useState(NO_DECISION);
  const [checked, setChecked] = useState(false);
  const dateProblem = !IsoDate.safeParse(adoptedOn).success
    ? t('Enter a date.')
    : adoptedOn > today
      ? t('Enter a day that has come.')
      : undefined;
  const carried = decisions.filter((option) => option.result.outcome === 'adopted');
  const parsed = BudgetAdoptionPayload.safeParse({
    adoptedOn,
    decisionItemId: decision === NO_DECISION ? null : Number(decision),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!parsed.success || dateProblem !== undefined || unsaved || adopt.isPending) return;
        adopt.mutate(parsed.data, {
          onSuccess: () => {
            notify(t('The budget has been adopted.'));
          },
        });
      }}
    >
      <Stack gap="sm" maw={640}>
        <Text size="sm">
          {t(
            'Adopting sets every unit’s yearly and monthly contribution by its cost share, charged to its owner. It cannot be undone.',
          )}
        </Text>
        <Group align="flex-start" gap="sm">
          <TextInput
            type="date"
            label={t('Adopted on')}
            required
            w={200}
            value={adoptedOn}
            max={today}
            error={checked ? dateProblem : undefined}
            onChange={(event) => {
              setAdoptedOn(event.currentTarget.value);
            }}
          />
          <Select
            label={t('Decision')}
            flex="1 1 20rem"
            allowDeselect={false}
            data={[
              { value: NO_DECISION, label: t('No decision of a meeting') },
              ...carried.map((option) => ({
                value: String(option.itemId),
                label: t('Meeting of {{date}}, item {{number}}: {{title}}', {
                  date: date(option.meetingStartsAt),
                  number: option.number,
                  title: option.title,
                }),
              })),
            ]}
            value={decision}
            onChange={(value) => {
              if (value !== null) setDecision(value);
            }}
          />
        </Group>
        {checked && unsaved && (
          <Text size="sm" c="red.9" role="alert">
            {t('Save the budget first: adopting takes its saved items.')}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={adopt.isPending} leftSection={<IconGavel aria-hidden size={18} />}>
            {t('Adopt the budget')}
          </Button>
        </Group>
        {adopt.error && (
          <RefusalAlert
            error={adopt.error}
            failed={t('The budget could not be adopted.')}
            explained={BUDGET_REFUSALS}
          />
        )}
      </Stack>
    </form>
  );
};
