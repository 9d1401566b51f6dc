import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { QueryView } from '../../../components/query-view';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementCard } from './announcement-card';

/**
 * The announcements for the user, pinned ones first, then the newest: of one complex (in the request-app, under
 * the complex), or all (the supplier-app).
 */
export const AnnouncementList = ({ complexId }: { complexId?: number }) => {
  const { t } = useTranslation();
  const announcements = useAnnouncements(complexId);
  return (
    <QueryView query={announcements} skeleton={{ lines: 4 }}>
      {(list) =>
        list.length === 0 ? (
          <Text c="gray.7">{t('No announcements')}</Text>
        ) : (
          <Stack gap="sm">
            {list.map((announcement) => (
              <AnnouncementCard key={announcement.id} announcement={announcement} />
            ))}
          </Stack>
        )
      }
    </QueryView>
  );
};
