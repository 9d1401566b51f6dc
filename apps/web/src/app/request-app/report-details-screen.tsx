import { Text } from '@mantine/core';
import type { Report } from '@vve/contract/calls/reports';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useDetails } from '../../features/details/api/get-details';
import { complexIdByName } from '../../features/details/complex-list';
import { usePersonalReports } from '../../features/reports/api/get-personal-reports';
import { useRecentReports } from '../../features/reports/api/get-recent-reports';
import { ReportDetailsView } from '../../features/reports/components/report-details-view';

/**
 * The complex id of a report for its viewpoint link. The report carries only the complex name, so the id is
 * looked up by name among the user's complexes; undefined while they load, null when not found.
 */
const useReportComplexId = (report: Report | undefined): number | null | undefined => {
  const vve = report?.vve ?? null;
  const needsLookup = report?.linkedItem?.viewpointId != null && vve !== null && typeof vve === 'object';
  const details = useDetails(needsLookup);
  if (typeof vve === 'number') return vve;
  if (vve === null) return null;
  if (details.isError) return null;
  if (!details.data) return undefined;
  return complexIdByName(details.data.vves, vve.naam) ?? null;
};

/** reportDetails (spec §2): one request, found by its id in the recent or the personal list. */
export const ReportDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().report);
  const recent = useRecentReports();
  const personal = usePersonalReports();
  const report =
    recent.data?.find((candidate) => candidate.id === id) ??
    personal.data?.find((candidate) => candidate.id === id);
  const complexId = useReportComplexId(report);

  const content = () => {
    if (report) return <ReportDetailsView report={report} complexId={complexId} />;
    if (recent.isPending || personal.isPending) return <ContentSkeleton lines={6} />;
    const failed = [recent, personal].find((query) => query.isError);
    if (failed?.error) {
      return (
        <LoadError
          error={failed.error}
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
