import { useTranslation } from '../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { complexList } from '../../features/details/complex-list';
import { CreateRequestForm } from '../../features/requests/components/create-request-form';
import { routes } from '../../lib/routes';

/**
 * createReport (spec §2): the request form with the user's complexes (the first by name is the default).
 * A sent request leads to recentReports in place of the form, so that Back does not return to it.
 */
export const CreateRequestScreen = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const details = useDetails();

  if (details.data) {
    return (
      <CreateRequestForm
        complexes={complexList(details.data.vves, i18n.language)}
        onSent={() => void navigate(routes.recentReports, { replace: true })}
      />
    );
  }
  return (
    <Screen title={t('Create a request')}>
      <QueryView query={details} skeleton={{ lines: 5, height: 36 }} />
    </Screen>
  );
};
