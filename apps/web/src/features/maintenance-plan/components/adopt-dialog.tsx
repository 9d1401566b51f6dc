import { Text, TextInput } from '@mantine/core';
import { PlanAdoptionPayload } from '@vve/contract/calls/maintenance-plan';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAdoptPlan } from '../api/adopt-plan';
import { PLAN_REFUSALS } from './plan-refusals';
import { localDay } from '../../../lib/local-day';

/**
 * 'Adopt' the draft: the day the members' meeting adopted it (today unless said otherwise, never a day to come).
 * That version is then kept as it is, and the plan goes on with a copy of it as the new draft.
 */
export const AdoptDialog = ({ complexId, onClose }: { complexId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const adopt = useAdoptPlan(complexId);
  const today = localDay();
  const [adoptedOn, setAdoptedOn] = useState(today);
  const [checked, setChecked] = useState(false);
  const parsed = PlanAdoptionPayload.safeParse({ adoptedOn });
  const valid = parsed.success && adoptedOn <= today;
  return (
    <FormDialog
      title={t('Adopt the plan')}
      submitLabel={t('Adopt')}
      pending={adopt.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success || !valid) return;
        adopt.mutate(parsed.data, {
          onSuccess: () => {
            notify(t('The plan has been adopted.'));
            onClose();
          },
        });
      }}
    >
      <Text size="sm">
        {t(
          'The draft is kept as it is as the version the members’ meeting adopted; the plan goes on with a copy of it as the new draft.',
        )}
      </Text>
      <TextInput
        type="date"
        label={t('Adopted by the members’ meeting on')}
        required
        data-autofocus
        max={today}
        value={adoptedOn}
        error={checked && !valid ? t('Enter a day that has come.') : undefined}
        onChange={(event) => {
          setAdoptedOn(event.currentTarget.value);
        }}
      />
      {adopt.error && (
        <RefusalAlert
          error={adopt.error}
          failed={t('The plan could not be adopted.')}
          explained={PLAN_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
