import { Textarea } from '@mantine/core';
import type { AgendaItem, Meeting } from '@vve/contract/calls/meetings';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useWriteItemMinutes } from '../api/change-meeting';
import { MEETING_REFUSALS } from './meeting-refusals';

/** 'Minutes of item N': what the minutes say of an agenda item, written at or after the meeting. */
export const ItemMinutesDialog = ({
  meeting,
  item,
  onClose,
}: {
  meeting: Meeting;
  item: AgendaItem;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const write = useWriteItemMinutes(meeting.id);
  const [text, setText] = useState(item.minutes);
  return (
    <FormDialog
      title={t('Minutes of item {{number}}', { number: item.number })}
      submitLabel={t('Save')}
      pending={write.isPending}
      onClose={onClose}
      onSubmit={() => {
        write.mutate({ itemId: item.id, minutes: { text } }, { onSuccess: onClose });
      }}
    >
      <Textarea
        label={item.title}
        description={t('What was said and decided; the owners read it once the draft is sent.')}
        autosize
        minRows={5}
        data-autofocus
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
        }}
      />
      {write.error && (
        <RefusalAlert
          error={write.error}
          failed={t('The minutes could not be saved.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
