import { Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { usePersonalReports } from '../../features/reports/api/get-personal-reports';
import { useRecentReports } from '../../features/reports/api/get-recent-reports';
import { ReportDetailsView } from '../../features/reports/components/report-details-view';
import { reportComplexId } from '../../features/reports/report-complex';
import { combineQueries } from '../../lib/query-state';

/** reportDetails (spec §2): one request, found by its id in the recent or the personal list. */
export const ReportDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().report);
  const recent = useRecentReports();
  const personal = usePersonalReports();
  const found =
    recent.data?.find((candidate) => candidate.id === id) ??
    personal.data?.find((candidate) => candidate.id === id);
  // Once found, the other list does not matter; else the request is unknown once both lists are loaded.
  const report = found
    ? combineQueries([], found)
    : combineQueries([recent, personal], recent.data && personal.data ? null : undefined);

  return (
    <Screen title={found ? t('Request {{nr}}', { nr: found.nr }) : t('Request')}>
      <QueryView query={report} skeleton={{ lines: 6 }} notFound={t('This request was not found.')}>
        {(shown) =>
          shown ? (
            <ReportDetailsView report={shown} complexId={reportComplexId(shown)} />
          ) : (
            <Text c="gray.7">{t('This request was not found.')}</Text>
          )
        }
      </QueryView>
    </Screen>
  );
};
