import { Group, Stack, Text } from '@mantine/core';
import type { Announcement } from '@vve/contract/calls/announcements';
import { DateText } from '../../../components/date-text';
import { ItemActions } from '../../../components/item-actions';
import { Removal, useRemoval } from '../../../components/removal';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useWithdrawAnnouncement } from '../api/change-announcements';
import { AnnouncementCard } from './announcement-card';
import { audienceLabel } from './audience-label';

/** The back office's announcements, each with whom it went to, how long it is pinned, and 'Withdraw'. */
export const OfficeAnnouncementList = ({ announcements }: { announcements: readonly Announcement[] }) => {
  const { t } = useTranslation();
  const withdraw = useWithdrawAnnouncement();
  const removal = useRemoval<Announcement>(withdraw);
  return (
    <Stack gap="sm">
      {announcements.map((announcement) => (
        <AnnouncementCard key={announcement.id} announcement={announcement}>
          <Group justify="space-between" align="flex-end" wrap="nowrap">
            <Stack gap={2}>
              <Text size="sm">
                {audienceLabel(announcement.audience, t)} ·{' '}
                {announcement.complexes.map((complex) => complex.naam).join(', ')}
              </Text>
              {announcement.pinnedUntil !== null && (
                <Text size="sm" c="gray.7">
                  {t('Pinned until')} <DateText value={announcement.pinnedUntil} />
                </Text>
              )}
            </Stack>
            <ItemActions
              remove={{
                label: t('Withdraw {{title}}', { title: announcement.title }),
                onClick: () => {
                  removal.ask(announcement);
                },
              }}
            />
          </Group>
        </AnnouncementCard>
      ))}
      <Removal
        {...removal.props}
        question={(announcement) =>
          t('Withdraw “{{title}}”? Nobody reads it any more.', { title: announcement.title })
        }
        failed={t('The announcement could not be withdrawn.')}
        explained={[]}
      />
    </Stack>
  );
};
