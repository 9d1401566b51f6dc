import { Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../components/add-button';
import { OfficePage } from '../../components/office-page';
import { QueryView } from '../../components/query-view';
import { useOfficeAnnouncements } from '../../features/announcements/api/get-office-announcements';
import { AnnouncementDialog } from '../../features/announcements/components/announcement-dialog';
import { OfficeAnnouncementList } from '../../features/announcements/components/office-announcement-list';
import { useOfficeComplexes } from '../../features/office-complexes/api/get-office-complexes';
import { useTranslation } from '../../lib/i18n/i18n';

/**
 * The announcements to residents and suppliers: 'Write an announcement', and the 100 newest (pinned ones first),
 * each to withdraw.
 */
export const AnnouncementsScreen = () => {
  const { t } = useTranslation();
  const announcements = useOfficeAnnouncements();
  const complexes = useOfficeComplexes();
  const [writing, setWriting] = useState(false);
  return (
    <OfficePage title={t('Announcements')}>
      <Text maw="48rem">
        {t(
          'Tell the residents of one or more complexes, their owners or tenants only, or the suppliers who work there. They read it in the app and hear of it by their notification settings.',
        )}
      </Text>
      <AddButton
        label={t('Write an announcement')}
        icon={<IconSpeakerphone aria-hidden size={18} />}
        onClick={() => {
          setWriting(true);
        }}
      />
      {writing && (
        <AnnouncementDialog
          complexes={complexes}
          onClose={() => {
            setWriting(false);
          }}
        />
      )}
      <QueryView query={announcements} skeleton={{ lines: 8 }}>
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">{t('No announcements')}</Text>
          ) : (
            <OfficeAnnouncementList announcements={list} />
          )
        }
      </QueryView>
    </OfficePage>
  );
};
