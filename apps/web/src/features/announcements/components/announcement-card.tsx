import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Announcement } from '@vve/contract/calls/announcements';
import { IconPin } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { DateText } from '../../../components/date-text';
import { PhotoGrid } from '../../../components/photo-grid';
import { useTranslation } from '../../../lib/i18n/i18n';

interface AnnouncementCardProps {
  announcement: Announcement;
  /** What the back office adds: whom it went to, and its actions. */
  children?: ReactNode;
}

/** One announcement: its title, pinned or not, who wrote it when, its text and its photos. */
export const AnnouncementCard = ({ announcement, children }: AnnouncementCardProps) => {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {announcement.title}
          </Title>
          {announcement.pinned && (
            <Badge variant="light" leftSection={<IconPin aria-hidden size={12} />} style={{ flexShrink: 0 }}>
              {t('Pinned')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {announcement.author} · <DateText value={announcement.publishedAt} withTime />
        </Text>
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{announcement.text}</Text>
        {announcement.photos.length > 0 && <PhotoGrid files={announcement.photos} />}
        {children}
      </Stack>
    </Paper>
  );
};
