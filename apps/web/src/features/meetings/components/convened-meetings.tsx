import { Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconUsersGroup } from '@tabler/icons-react';
import { generatePath } from 'react-router';
import { DateText } from '../../../components/date-text';
import { LinkCard } from '../../../components/link-card';
import { PlainList } from '../../../components/plain-list';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';
import { useConvenedMeetings } from '../api/get-meetings';

/** The members' meetings of a complex its owner was convened to, the latest first, each opening its agenda. */
export const ConvenedMeetings = ({ vveId }: { vveId: number }) => {
  const { t } = useTranslation();
  const meetings = useConvenedMeetings(vveId);
  return (
    <QueryView query={meetings} skeleton={{ lines: 2 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No convocations yet')}</Text>
        ) : (
          <PlainList aria-label={t('Convocations')}>
            {list.map((meeting) => (
              <li key={meeting.id}>
                <LinkCard to={generatePath(routes.meeting, { id: String(meeting.id) })}>
                  <Group gap="sm" wrap="nowrap">
                    <IconUsersGroup aria-hidden style={{ flexShrink: 0 }} />
                    <Stack gap={0} flex={1} miw={0}>
                      <Text fw={600}>
                        <DateText value={meeting.startsAt} withTime />
                      </Text>
                      <Text size="sm" c="gray.7">
                        {meeting.place ?? t('Online')}
                      </Text>
                    </Stack>
                    <IconChevronRight aria-hidden size={18} style={{ flexShrink: 0 }} />
                  </Group>
                </LinkCard>
              </li>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
};
