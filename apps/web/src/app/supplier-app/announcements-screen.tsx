import { Screen } from '../../components/screen';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { useTranslation } from '../../lib/i18n/i18n';

/** The announcements to the suppliers of complexes where the user's organisation works (not in the spec). */
export const AnnouncementsScreen = () => {
  const { t } = useTranslation();
  return (
    <Screen title={t('Announcements')}>
      <AnnouncementList />
    </Screen>
  );
};
