import { Button, Stack } from '@mantine/core';
import type { OfficeBudget } from '@vve/contract/calls/budgets';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useRemoveBudget } from '../api/change-budgets';
import { BUDGET_REFUSALS } from './budget-refusals';

/** 'Remove the draft' (after a yes): the draft and its items are gone, and the page goes back to the list. */
export const RemoveBudgetButton = ({
  budget,
  onRemoved,
}: {
  budget: OfficeBudget;
  onRemoved: () => void;
}) => {
  const { t } = useTranslation();
  const remove = useRemoveBudget({ id: budget.id, complexId: budget.complex.id });
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap="xs" align="flex-end">
      <Button
        variant="default"
        color="red"
        leftSection={<IconTrash aria-hidden size={18} />}
        loading={remove.isPending}
        onClick={() => {
          remove.reset();
          setAsking(true);
        }}
      >
        {t('Remove the draft')}
      </Button>
      {remove.error && (
        <RefusalAlert
          error={remove.error}
          failed={t('The draft could not be removed.')}
          explained={BUDGET_REFUSALS}
        />
      )}
      <ConfirmDialog
        opened={asking}
        message={t('Remove the draft budget {{year}} with its items?', { year: budget.year })}
        confirmLabel={t('Remove the draft')}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              notify(t('The draft budget has been removed.'));
              onRemoved();
            },
          });
        }}
        onCancel={() => {
          setAsking(false);
        }}
      />
    </Stack>
  );
};
