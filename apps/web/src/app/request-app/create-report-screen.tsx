import { useTranslation } from '../../lib/i18n/i18n';
import { useNavigate } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { complexList } from '../../features/details/complex-list';
import { CreateReportForm } from '../../features/reports/components/create-report-form';
import { routes } from '../../lib/routes';

/**
 * createReport (spec §2): the request form with the user's complexes (the first by name is the default).
 * A sent request leads to recentReports in place of the form, so that Back does not return to it.
 */
export const CreateReportScreen = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const details = useDetails();

  if (details.isSuccess) {
    return (
      <CreateReportForm
        complexes={complexList(details.data.vves, i18n.language)}
        onSent={() => void navigate(routes.recentReports, { replace: true })}
      />
    );
  }
  return (
    <Screen title={t('Create a request')}>
      {details.isError ? (
        <LoadError
          error={details.error}
          onRetry={() => void details.refetch()}
          retrying={details.isFetching}
        />
      ) : (
        <ContentSkeleton lines={5} height={36} />
      )}
    </Screen>
  );
};
