import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { LoadError } from '../../../components/load-error';
import { Paging } from '../../../components/paging';
import { usePageParam } from '../../../lib/use-page-param';
import { useInspections } from '../api/get-inspections';
import { useSchedules } from '../api/get-schedules';
import { InspectionList } from './inspection-list';
import { TaskList } from './task-list';
import { Section } from '../../../components/section';

interface InspectionsTabProps {
  isAdministrator: boolean;
  /** The contracts list is empty: 'No contract found.' instead of the sections (spec §2). */
  noContracts?: boolean;
}

/** The inspections tab of the supplier home (spec §2): drafts ('Editing'), tasks and performed inspections. */
export const InspectionsTab = ({ isAdministrator, noContracts = false }: InspectionsTabProps) => {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const [taskPage, setTaskPage] = usePageParam('taskPage');
  const inspections = useInspections(page);
  const schedules = useSchedules(taskPage);

  if (noContracts) return <Text c="gray.7">{t('No contract found.')}</Text>;

  const drafts = inspections.data?.filter((inspection) => inspection.draft) ?? [];
  const performed = inspections.data?.filter((inspection) => !inspection.draft) ?? [];
  const inspectionsState = inspections.isPending ? (
    <ContentSkeleton lines={2} height={56} />
  ) : inspections.isError ? (
    <LoadError
      error={inspections.error}
      onRetry={() => void inspections.refetch()}
      retrying={inspections.isFetching}
    />
  ) : null;

  return (
    <Stack gap="lg">
      <Section title={t('Editing')}>
        {inspectionsState ??
          (drafts.length === 0 ? (
            <Text c="gray.7">{t('No inspections are being edited.')}</Text>
          ) : (
            <InspectionList inspections={drafts} />
          ))}
      </Section>
      <Section title={isAdministrator ? t('All tasks') : t('Tasks')}>
        {schedules.isPending ? (
          <ContentSkeleton lines={2} height={56} />
        ) : schedules.isError ? (
          <LoadError
            error={schedules.error}
            onRetry={() => void schedules.refetch()}
            retrying={schedules.isFetching}
          />
        ) : (
          <>
            {schedules.data.length === 0 ? (
              <Text c="gray.7">{t('There are no tasks.')}</Text>
            ) : (
              <TaskList schedules={schedules.data} />
            )}
            <Paging page={taskPage} itemsOnPage={schedules.data.length} onPage={setTaskPage} />
          </>
        )}
      </Section>
      <Section title={isAdministrator ? t('All performed inspections') : t('Performed inspections')}>
        {inspectionsState ??
          (performed.length === 0 ? (
            <Text c="gray.7">{t('There are no performed inspections.')}</Text>
          ) : (
            <InspectionList inspections={performed} />
          ))}
        {inspections.data && <Paging page={page} itemsOnPage={inspections.data.length} onPage={setPage} />}
      </Section>
    </Stack>
  );
};
