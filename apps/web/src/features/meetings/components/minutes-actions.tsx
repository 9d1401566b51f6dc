import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { MINUTES_DRAFT_DAYS, type Meeting } from '@vve/contract/calls/meetings';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { notify } from '../../../lib/notifications';
import { useAdoptMinutes, useSendDraftMinutes } from '../api/change-meeting';
import { MEETING_REFUSALS } from './meeting-refusals';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Mark the minutes adopted': the day a later meeting adopted them. */
const AdoptMinutesDialog = ({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) => {
  const { t } = useTranslation();
  const adopt = useAdoptMinutes(meeting.id);
  const [adoptedOn, setAdoptedOn] = useState(localDay());
  return (
    <FormDialog
      title={t('Mark the minutes adopted')}
      submitLabel={t('Mark adopted')}
      pending={adopt.isPending}
      onClose={onClose}
      onSubmit={() => {
        adopt.mutate({ adoptedOn }, { onSuccess: onClose });
      }}
    >
      <TextInput
        type="date"
        label={t('Adopted by the meeting of')}
        required
        data-autofocus
        value={adoptedOn}
        onChange={(event) => {
          setAdoptedOn(event.currentTarget.value);
        }}
      />
      {adopt.error && (
        <RefusalAlert
          error={adopt.error}
          failed={t('The minutes could not be marked adopted.')}
          explained={[...MEETING_REFUSALS, 'minutesAdoptedEarly', 'minutesNotSent']}
        />
      )}
    </FormDialog>
  );
};

/**
 * The minutes of a meeting that has begun: where they stand, 'Send the draft to the owners' (warning when the
 * model rules' 14 days have passed) and, once sent, 'Mark the minutes adopted'.
 */
export const MinutesActions = ({ meeting }: { meeting: Meeting }) => {
  const { t } = useTranslation();
  const { date, dateTime } = useFormatters();
  const send = useSendDraftMinutes(meeting.id);
  const [adopting, setAdopting] = useState(false);
  const { sentAt, adoptedOn } = meeting.minutes;
  const late =
    localDay(new Date(new Date(meeting.startsAt).getTime() + MINUTES_DRAFT_DAYS * DAY_MS)) < localDay();
  if (adoptedOn !== null) {
    return (
      <Text>{t('The minutes were adopted by the meeting of {{date}}.', { date: date(adoptedOn) })}</Text>
    );
  }
  return (
    <Stack gap="sm">
      <Text>
        {sentAt === null
          ? t('Write the minutes of each item below, then send the draft to the owners.')
          : t('The draft was sent to the owners on {{moment}}.', { moment: dateTime(sentAt) })}
      </Text>
      {sentAt === null && late && (
        <Alert color="orange" variant="light">
          {t(
            'More than {{count}} days after the meeting: the owners should have the draft within {{count}} days.',
            {
              count: MINUTES_DRAFT_DAYS,
            },
          )}
        </Alert>
      )}
      <Group gap="sm">
        {sentAt === null ? (
          <Button
            loading={send.isPending}
            onClick={() => {
              send.mutate(undefined, {
                onSuccess: () => {
                  notify(t('The draft minutes have been sent to the owners.'));
                },
              });
            }}
          >
            {t('Send the draft to the owners')}
          </Button>
        ) : (
          <Button
            variant="default"
            onClick={() => {
              setAdopting(true);
            }}
          >
            {t('Mark the minutes adopted')}
          </Button>
        )}
      </Group>
      {send.error && (
        <RefusalAlert
          error={send.error}
          failed={t('The draft could not be sent.')}
          explained={[...MEETING_REFUSALS, 'minutesSent']}
        />
      )}
      {adopting && (
        <AdoptMinutesDialog
          meeting={meeting}
          onClose={() => {
            setAdopting(false);
          }}
        />
      )}
    </Stack>
  );
};
