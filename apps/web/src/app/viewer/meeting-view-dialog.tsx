import { Select, Text } from '@mantine/core';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { RefusalAlert } from '../../components/refusal-alert';
import { useSetItemViewpoint } from '../../features/meetings/api/change-meeting';
import { useOfficeMeeting } from '../../features/meetings/api/get-meetings';
import { MEETING_REFUSALS } from '../../features/meetings/components/meeting-refusals';
import { useOfficeComplex } from '../../features/office-complexes/api/get-office-complex';
import { useFormatters } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';

interface MeetingViewDialogProps {
  projectId: number;
  complexId: number;
  /** The view at the moment of sending. */
  viewpoint: () => ViewpointCreate;
  onClose: () => void;
}

/**
 * An administrator's 'Show at a meeting': the current view of the model goes on an agenda item of one of the
 * complex's meetings being prepared, which owners then open from the agenda.
 */
export const MeetingViewDialog = ({ projectId, complexId, viewpoint, onClose }: MeetingViewDialogProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const complex = useOfficeComplex(complexId);
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const meeting = useOfficeMeeting(Number(meetingId), meetingId !== null);
  const show = useSetItemViewpoint(Number(meetingId));
  const preparing = (complex.data?.meetings ?? []).filter((candidate) => candidate.convokedAt === null);
  const items = meeting.data?.items ?? [];
  return (
    <FormDialog
      title={t('Show at a meeting')}
      submitLabel={t('Show this view on the item')}
      pending={show.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (itemId === null) return;
        show.mutate(
          { itemId: Number(itemId), view: { projectId, viewpoint: viewpoint() } },
          {
            onSuccess: (changed) => {
              const number = changed.items.find((item) => item.id === Number(itemId))?.number;
              notify(t('The view is on item {{number}} of the meeting.', { number }));
              onClose();
            },
          },
        );
      }}
    >
      <Text size="sm">
        {t('Owners open this view from the agenda once they are convened. Another view replaces the item’s.')}
      </Text>
      {complex.data && preparing.length === 0 ? (
        <Text c="gray.7">
          {t('No meeting of this complex is being prepared. Plan one in the back office first.')}
        </Text>
      ) : (
        <Select
          label={t('Meeting')}
          placeholder={t('Choose a meeting')}
          data={preparing.map((candidate) => ({
            value: String(candidate.id),
            label: dateTime(candidate.startsAt),
          }))}
          value={meetingId}
          onChange={(value) => {
            setMeetingId(value);
            setItemId(null);
          }}
          error={tried && meetingId === null && t('Choose a meeting.')}
          data-autofocus
        />
      )}
      {meeting.data && items.length === 0 && <Text c="gray.7">{t('No items on the agenda yet')}</Text>}
      {items.length > 0 && (
        <Select
          label={t('Agenda item')}
          placeholder={t('Choose an item')}
          data={items.map((item) => ({
            value: String(item.id),
            label: `${String(item.number)}. ${item.title}`,
          }))}
          value={itemId}
          onChange={setItemId}
          error={tried && itemId === null && t('Choose an item.')}
        />
      )}
      {show.error && (
        <RefusalAlert
          error={show.error}
          failed={t('The view could not be shown on the item.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
