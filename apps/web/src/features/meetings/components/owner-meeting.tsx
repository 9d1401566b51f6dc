import { Anchor, Group, Stack, Text } from '@mantine/core';
import { callPath } from '@vve/contract/define-call';
import { meetingsCalls, type Meeting } from '@vve/contract/calls/meetings';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Section } from '../../../components/section';
import { apiHost } from '../../../lib/api-host';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useBallot } from '../api/ballot';
import { Agenda } from './agenda';
import { BallotItem } from './ballot-item';
import { MeetingFacts } from './meeting-facts';
import { Proxies } from './proxies';
import { UnitVoters } from './unit-voters';

/**
 * A meeting the owner was convened to: when and where, a calendar file to add it, the agenda with their vote on
 * each decision (and its result once closed), who votes for units they own with others, and their proxies.
 */
export const OwnerMeeting = ({ meeting }: { meeting: Meeting }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  const ballot = useBallot(meeting.id);
  return (
    <Stack gap="lg">
      <Text fw={600}>{meeting.complexName}</Text>
      <MeetingFacts meeting={meeting} />
      <Anchor href={`${apiHost}${callPath(meetingsCalls.meetingCalendar.path, { id: meeting.id })}`} download>
        <Group gap={4} component="span">
          <IconCalendarPlus aria-hidden size={18} />
          {t('Add to your calendar')}
        </Group>
      </Anchor>
      {meeting.minutes.sentAt !== null && (
        <Text>
          {meeting.minutes.adoptedOn === null
            ? t('The draft minutes are under each item; the next meeting adopts them.')
            : t('The minutes were adopted by the meeting of {{date}}.', {
                date: date(meeting.minutes.adoptedOn),
              })}
        </Text>
      )}
      <Section title={t('Agenda')}>
        <Agenda
          items={meeting.items}
          complexId={meeting.complexId}
          below={ballot.data ? (item) => <BallotItem item={item} ballot={ballot.data} /> : undefined}
        />
      </Section>
      {ballot.data && <UnitVoters ballot={ballot.data} />}
      {ballot.data && <Proxies ballot={ballot.data} />}
    </Stack>
  );
};
