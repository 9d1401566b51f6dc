import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { Screen } from '../../components/screen';
import { BimProjectList } from '../../features/bim/components/bim-project-list';
import { useRequestCreatedMessage } from '../../features/bim/use-request-created-message';
import { invalidateRequestLists } from '../../features/requests/api/request-lists';
import { routes } from '../../lib/routes';

/**
 * bimDetails (spec §2): the 3D projects. When the viewer opened from here created a request, the report
 * lists are refetched and the app shows recentReports.
 */
export const BimDetailsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useRequestCreatedMessage(() => {
    void invalidateRequestLists(queryClient);
    void navigate(routes.recentReports);
  });
  return (
    <Screen title={t('3D model')}>
      <BimProjectList />
    </Screen>
  );
};
