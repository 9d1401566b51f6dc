import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PagedList } from '../../../components/paged-list';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useInspections } from '../api/get-inspections';
import { useSchedules } from '../api/get-schedules';
import { InspectionList } from './inspection-list';
import { QueuedInspections } from './queued-inspections';
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

  const skeleton = { lines: 2, height: 56 };

  return (
    <Stack gap="lg">
      <QueuedInspections />
      <Section title={t('Editing')}>
        <QueryView query={inspections} skeleton={skeleton}>
          {(list) => {
            const drafts = list.filter((inspection) => inspection.draft);
            return drafts.length === 0 ? (
              <Text c="gray.7">{t('No inspections are being edited.')}</Text>
            ) : (
              <InspectionList inspections={drafts} />
            );
          }}
        </QueryView>
      </Section>
      <Section title={isAdministrator ? t('All tasks') : t('Tasks')}>
        <PagedList
          query={schedules}
          page={taskPage}
          onPage={setTaskPage}
          skeleton={skeleton}
          empty={t('There are no tasks.')}
        >
          {(list) => <TaskList schedules={list} />}
        </PagedList>
      </Section>
      <Section title={isAdministrator ? t('All performed inspections') : t('Performed inspections')}>
        <PagedList
          query={inspections}
          page={page}
          onPage={setPage}
          skeleton={skeleton}
          empty={t('There are no performed inspections.')}
          shown={(list) => list.filter((inspection) => !inspection.draft)}
        >
          {(performed) => <InspectionList inspections={performed} />}
        </PagedList>
      </Section>
    </Stack>
  );
};
