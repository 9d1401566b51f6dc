import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Paging } from '../../../components/paging';
import { QueryView } from '../../../components/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useWorkAssignments } from '../api/get-work-assignments';
import { WorkAssignmentList } from './work-assignment-list';

/** The work orders tab of the supplier home (spec §2); administrators see all work orders. */
export const WorkAssignmentsTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const orders = useWorkAssignments(page);
  return (
    <Stack>
      <Title order={2} size="h4">
        {isAdministrator ? t('All work orders') : t('Your work assignments')}
      </Title>
      <QueryView query={orders} skeleton={{ lines: 4, height: 80 }}>
        {(list) => (
          <>
            {list.length === 0 ? (
              <Text c="dimmed">{t('There are no work orders.')}</Text>
            ) : (
              <WorkAssignmentList orders={list} />
            )}
            <Paging page={page} itemsOnPage={list.length} onPage={setPage} />
          </>
        )}
      </QueryView>
    </Stack>
  );
};
