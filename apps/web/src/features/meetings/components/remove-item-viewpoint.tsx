import { Button } from '@mantine/core';
import type { AgendaItem } from '@vve/contract/calls/meetings';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveItemViewpoint } from '../api/change-meeting';
import { MEETING_REFUSALS } from './meeting-refusals';

/** 'Remove the view' of an item of a meeting being prepared. */
export const RemoveItemViewpoint = ({ meetingId, item }: { meetingId: number; item: AgendaItem }) => {
  const { t } = useTranslation();
  const remove = useRemoveItemViewpoint(meetingId);
  return (
    <>
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          loading={remove.isPending}
          aria-label={t('Remove the view of item {{number}}', { number: item.number })}
          onClick={() => {
            remove.mutate(item.id);
          }}
        >
          {t('Remove the view')}
        </Button>
      </div>
      {remove.error && (
        <RefusalAlert
          error={remove.error}
          failed={t('The view could not be removed.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </>
  );
};
