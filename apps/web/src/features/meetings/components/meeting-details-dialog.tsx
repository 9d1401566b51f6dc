import { NumberInput, TextInput } from '@mantine/core';
import { MAX_PROXIES_PER_PERSON } from '@vve/contract/calls/meeting-votes';
import { MeetingPayload, type Meeting } from '@vve/contract/calls/meetings';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localMinute } from '../../../lib/local-day';
import { useUpdateMeeting } from '../api/change-meeting';
import { MEETING_REFUSALS } from './meeting-refusals';

/**
 * 'Change the details': a meeting's date and time, place, online link, chair and how many proxies one person may
 * hold, while it is being prepared.
 */
export const MeetingDetailsDialog = ({ meeting, onClose }: { meeting: Meeting; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateMeeting(meeting.id);
  const [local, setLocal] = useState(localMinute(new Date(meeting.startsAt)));
  const [place, setPlace] = useState(meeting.place ?? '');
  const [onlineLink, setOnlineLink] = useState(meeting.onlineLink ?? '');
  const [chair, setChair] = useState(meeting.chair ?? '');
  const [proxiesPerPerson, setProxiesPerPerson] = useState<number | string>(meeting.proxiesPerPerson);
  const [checked, setChecked] = useState(false);
  const moment = new Date(local);
  const startsAt = Number.isNaN(moment.getTime()) ? '' : moment.toISOString();
  const details = { startsAt, place, onlineLink, chair, proxiesPerPerson: Number(proxiesPerPerson) };
  const parsed = MeetingPayload.safeParse(details);
  const issue = (field: string) =>
    checked && !parsed.success ? parsed.error.issues.find((one) => one.path[0] === field) : undefined;
  return (
    <FormDialog
      title={t('Change the details')}
      submitLabel={t('Save')}
      pending={update.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (parsed.success) update.mutate(details, { onSuccess: onClose });
      }}
    >
      <TextInput
        type="datetime-local"
        label={t('Date and time')}
        required
        data-autofocus
        value={local}
        error={issue('startsAt') && t('Choose the date and time of the meeting.')}
        onChange={(event) => {
          setLocal(event.currentTarget.value);
        }}
      />
      <TextInput
        label={t('Place')}
        value={place}
        maxLength={255}
        onChange={(event) => {
          setPlace(event.currentTarget.value);
        }}
      />
      <TextInput
        type="url"
        label={t('Online link')}
        description={t('For a meeting online, or to follow it from home.')}
        value={onlineLink}
        error={issue('onlineLink') && t('An online link starts with https:// (or http://).')}
        onChange={(event) => {
          setOnlineLink(event.currentTarget.value);
        }}
      />
      <TextInput
        label={t('Chair')}
        value={chair}
        maxLength={255}
        onChange={(event) => {
          setChair(event.currentTarget.value);
        }}
      />
      <NumberInput
        label={t('Proxies one person may hold')}
        description={t('As the association’s rules allow; 2 unless they say otherwise.')}
        required
        min={1}
        max={MAX_PROXIES_PER_PERSON}
        allowDecimal={false}
        allowNegative={false}
        value={proxiesPerPerson}
        error={
          issue('proxiesPerPerson') &&
          t('A person may hold 1 to {{max}} proxies.', { max: MAX_PROXIES_PER_PERSON })
        }
        onChange={setProxiesPerPerson}
      />
      {update.error && (
        <RefusalAlert
          error={update.error}
          failed={t('The meeting could not be saved.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
