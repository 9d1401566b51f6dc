import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useInspectionsByWorkAssignment } from '../../features/inspections/api/get-inspections-by-work-assignment';
import { InspectionList } from '../../features/inspections/components/inspection-list';
import { useWorkAssignment } from '../../features/work-assignments/api/get-work-assignment';
import { SupplierStatusForm } from '../../features/work-assignments/components/supplier-status-form';
import { WorkAssignmentDetails } from '../../features/work-assignments/components/work-assignment-details';

const RelatedTasks = ({ workAssignmentId }: { workAssignmentId: number }) => {
  const { t } = useTranslation();
  const inspections = useInspectionsByWorkAssignment(workAssignmentId);
  return (
    <Stack component="section" gap="xs">
      <Title order={2} size="h4">
        {t('Related tasks')}
      </Title>
      {inspections.isPending ? (
        <ContentSkeleton lines={2} />
      ) : inspections.isError ? (
        <LoadError
          error={inspections.error}
          onRetry={() => void inspections.refetch()}
          retrying={inspections.isFetching}
        />
      ) : inspections.data.length === 0 ? (
        <Text c="gray.7">{t('There are no related tasks.')}</Text>
      ) : (
        <InspectionList inspections={inspections.data} />
      )}
    </Stack>
  );
};

/** workAssignmentDetails (spec §2): one work order, its status report and its related tasks. */
export const WorkAssignmentDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().workAssignmentId);
  const order = useWorkAssignment(id);
  return (
    <Screen title={t('Work order')}>
      {order.isPending ? (
        <ContentSkeleton lines={8} />
      ) : order.isError ? (
        <LoadError error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : (
        <Stack gap="xl">
          <WorkAssignmentDetails order={order.data} />
          {!order.data.afgerond && <SupplierStatusForm workAssignmentId={id} />}
          <RelatedTasks workAssignmentId={id} />
        </Stack>
      )}
    </Screen>
  );
};
