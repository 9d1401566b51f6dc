import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { Section } from '../../components/section';
import { useInspectionsByWorkOrder } from '../../features/inspections/api/get-inspections-by-work-order';
import { InspectionList } from '../../features/inspections/components/inspection-list';
import { useSupplierWorkOrder } from '../../features/work-orders/api/get-supplier-work-order';
import { SupplierStatusForm } from '../../features/work-orders/components/supplier-status-form';
import { SupplierWorkOrderDetails } from '../../features/work-orders/components/supplier-work-order-details';

const RelatedTasks = ({ workAssignmentId }: { workAssignmentId: number }) => {
  const { t } = useTranslation();
  const inspections = useInspectionsByWorkOrder(workAssignmentId);
  return (
    <Section title={t('Related tasks')}>
      <QueryView query={inspections} skeleton={{ lines: 2 }}>
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">{t('There are no related tasks.')}</Text>
          ) : (
            <InspectionList inspections={list} />
          )
        }
      </QueryView>
    </Section>
  );
};

/** workAssignmentDetails (spec §2): one work order, its status report and its related tasks. */
export const WorkOrderDetailsScreen = () => {
  const { t } = useTranslation();
  const id = Number(useParams().workAssignmentId);
  const order = useSupplierWorkOrder(id);
  return (
    <Screen title={t('Work order {{id}}', { id })}>
      <QueryView query={order} skeleton={{ lines: 8 }}>
        {(loaded) => (
          <Stack gap="xl">
            <SupplierWorkOrderDetails order={loaded} />
            {!loaded.afgerond && <SupplierStatusForm workAssignmentId={id} />}
            <RelatedTasks workAssignmentId={id} />
          </Stack>
        )}
      </QueryView>
    </Screen>
  );
};
