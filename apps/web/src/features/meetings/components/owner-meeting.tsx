import { Anchor, Group, Stack, Text } from '@mantine/core';
import { callPath } from '@vve/contract/define-call';
import { meetingsCalls, type Meeting } from '@vve/contract/calls/meetings';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Section } from '../../../components/section';
import { apiHost } from '../../../lib/api-host';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Agenda } from './agenda';
import { MeetingFacts } from './meeting-facts';

/** A meeting the owner was convened to: when and where, a calendar file to add it, and the agenda. */
export const OwnerMeeting = ({ meeting }: { meeting: Meeting }) => {
  const { t } = useTranslation();
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
      <Section title={t('Agenda')}>
        <Agenda items={meeting.items} />
      </Section>
    </Stack>
  );
};
