import { Anchor, Badge, Group, List, Text, TextInput } from '@mantine/core';
import type { OfficeMeeting } from '@vve/contract/calls/meetings';
import { noticeIsShort } from '@vve/contract/rules/meeting-votes';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { FormDialog } from '../../../components/form-dialog';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAddMeeting } from '../api/add-meeting';
import { useRemoveMeeting } from '../api/remove-meeting';
import { RefusalAlert } from '../../../components/refusal-alert';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { Removal, useRemoval } from '../../../components/removal';
import { ShortNoticeWarning } from '../../../components/short-notice-warning';
import { localDay } from '../../../lib/local-day';
import { officeRoutes } from '../../../lib/office-routes';

/**
 * 'Plan a meeting': its date and time in the browser's time zone, sent as a moment. A meeting ahead that leaves less
 * than the law's notice to convene the owners is planned all the same, with a warning.
 */
const PlanMeetingDialog = ({ complexId, onClose }: { complexId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddMeeting(complexId);
  const [local, setLocal] = useState('');
  const [checked, setChecked] = useState(false);
  const moment = new Date(local);
  const valid = local !== '' && !Number.isNaN(moment.getTime());
  const now = new Date();
  const shortNotice = valid && moment > now && noticeIsShort(localDay(now), localDay(moment));
  return (
    <FormDialog
      title={t('Plan a meeting')}
      submitLabel={t('Plan')}
      pending={add.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (valid) add.mutate({ startsAt: moment.toISOString() }, { onSuccess: onClose });
      }}
    >
      <TextInput
        type="datetime-local"
        label={t('Date and time')}
        required
        data-autofocus
        value={local}
        error={checked && !valid ? t('Choose the date and time of the meeting.') : undefined}
        onChange={(event) => {
          setLocal(event.currentTarget.value);
        }}
      />
      {shortNotice && <ShortNoticeWarning />}
      {add.error && (
        <RefusalAlert
          error={add.error}
          failed={t('The meeting could not be planned.')}
          explained={COMPLEX_REFUSALS}
        />
      )}
    </FormDialog>
  );
};

interface MeetingListProps {
  complexId: number;
  meetings: readonly OfficeMeeting[];
  /** Whether meetings are planned and removed here (not in an archived complex). */
  editable: boolean;
}

/**
 * A complex's members' meetings, the soonest last, each a link to its page (its details, agenda and convocation):
 * those held or convened marked so (residents see only the planned ones), with 'Plan a meeting' and each
 * meeting's 'Remove'.
 */
export const MeetingList = ({ complexId, meetings, editable }: MeetingListProps) => {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const remove = useRemoveMeeting();
  const [planning, setPlanning] = useState(false);
  const removal = useRemoval<OfficeMeeting>(remove);
  // When the list was opened: a meeting before it was held.
  const [now] = useState(() => Date.now());
  return (
    <>
      {meetings.length === 0 ? (
        <Text c="gray.7">{t('No planned meetings')}</Text>
      ) : (
        <List listStyleType="none" spacing={4}>
          {meetings.map((meeting) => (
            <List.Item key={meeting.id}>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={generatePath(officeRoutes.meeting, { id: String(meeting.id) })}>
                  <DateText value={meeting.startsAt} withTime />
                </Anchor>
                {Date.parse(meeting.startsAt) < now ? (
                  <Badge color="gray.2" c="black" radius="sm">
                    {t('Held')}
                  </Badge>
                ) : (
                  meeting.convokedAt !== null && (
                    <Badge color="blue.1" c="black" radius="sm">
                      {t('Convened')}
                    </Badge>
                  )
                )}
                {editable && (
                  <ItemActions
                    remove={{
                      label: t('Remove the meeting of {{moment}}', { moment: dateTime(meeting.startsAt) }),
                      onClick: () => {
                        removal.ask(meeting);
                      },
                    }}
                  />
                )}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Removal
        {...removal.props}
        question={(meeting) => t('Remove the meeting of {{moment}}?', { moment: dateTime(meeting.startsAt) })}
        failed={t('The meeting could not be removed.')}
        explained={COMPLEX_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Plan a meeting')}
          icon={<IconCalendarPlus aria-hidden size={18} />}
          onClick={() => {
            setPlanning(true);
          }}
        />
      )}
      {planning && (
        <PlanMeetingDialog
          complexId={complexId}
          onClose={() => {
            setPlanning(false);
          }}
        />
      )}
    </>
  );
};
