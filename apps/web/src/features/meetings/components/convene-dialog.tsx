import { Text } from '@mantine/core';
import type { Meeting } from '@vve/contract/calls/meetings';
import { noticeIsShort } from '@vve/contract/rules/meeting-votes';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { ShortNoticeWarning } from '../../../components/short-notice-warning';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { notify } from '../../../lib/notifications';
import { useConvokeMeeting } from '../api/change-meeting';
import { MEETING_REFUSALS } from './meeting-refusals';

/**
 * 'Convene the owners': what convening does, a warning when the meeting is closer than the law's notice (it may be
 * convened all the same), then the convocation goes out.
 */
export const ConveneDialog = ({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) => {
  const { t } = useTranslation();
  const convoke = useConvokeMeeting(meeting.id);
  const shortNotice = noticeIsShort(localDay(), localDay(new Date(meeting.startsAt)));
  return (
    <FormDialog
      title={t('Convene the owners')}
      submitLabel={t('Send the convocation')}
      pending={convoke.isPending}
      onClose={onClose}
      onSubmit={() => {
        convoke.mutate(undefined, {
          onSuccess: () => {
            notify(t('The owners have been convened.'));
            onClose();
          },
        });
      }}
    >
      <Text>
        {t(
          'Every owner of {{complex}} gets the convocation by email and in the app, with the agenda, its documents and a calendar file. The date, place and agenda then stay as they were sent.',
          { complex: meeting.complexName },
        )}
      </Text>
      {shortNotice && <ShortNoticeWarning />}
      {convoke.error && (
        <RefusalAlert
          error={convoke.error}
          failed={t('The convocation could not be sent.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
