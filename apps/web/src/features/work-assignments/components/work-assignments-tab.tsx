import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ContentSkeleton } from '../../../components/content-skeleton';
import { LoadError } from '../../../components/load-error';
import { Paging } from '../../../components/paging';
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
      {orders.isPending ? (
        <ContentSkeleton lines={4} height={80} />
      ) : orders.isError ? (
        <LoadError error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : (
        <>
          {orders.data.length === 0 ? (
            <Text c="dimmed">{t('There are no work orders.')}</Text>
          ) : (
            <WorkAssignmentList orders={orders.data} />
          )}
          <Paging page={page} itemsOnPage={orders.data.length} onPage={setPage} />
        </>
      )}
    </Stack>
  );
};
