import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { usePersonalReports } from '../../features/reports/api/get-personal-reports';
import { useRecentReports } from '../../features/reports/api/get-recent-reports';
import { ReportDetailsView } from '../../features/reports/components/report-details-view';
import { reportComplexId } from '../../features/reports/report-complex';

/** reportDetails (spec §2): one request, found by its id in the recent or the personal list. */
export const ReportDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().report);
  const recent = useRecentReports();
  const personal = usePersonalReports();
  const report =
    recent.data?.find((candidate) => candidate.id === id) ??
    personal.data?.find((candidate) => candidate.id === id);

  const content = () => {
    if (report) return <ReportDetailsView report={report} complexId={reportComplexId(report)} />;
    if (recent.isPending || personal.isPending) return <ContentSkeleton lines={6} />;
    const failed = [recent, personal].find((query) => query.isError);
    if (failed?.error) {
      return (
        <LoadError
          error={failed.error}
          notFound={t('This request was not found.')}
          retrying={recent.isFetching || personal.isFetching}
          onRetry={() => {
            if (recent.isError) void recent.refetch();
            if (personal.isError) void personal.refetch();
          }}
        />
      );
    }
    return <Text c="gray.7">{t('This request was not found.')}</Text>;
  };

  return <Screen title={report ? t('Request {{nr}}', { nr: report.nr }) : t('Request')}>{content()}</Screen>;
};
