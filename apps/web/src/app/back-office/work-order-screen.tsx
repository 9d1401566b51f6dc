import { Grid, Stack } from '@mantine/core';
import type { OfficeWorkOrderDetails } from '@vve/contract/calls/office-work-orders';
import { Section } from '../../components/section';
import { useOfficeWorkOrder } from '../../features/work-orders/api/office-work-orders';
import { AuditTrail } from '../../components/audit-trail';
import { WorkOrderActions } from '../../features/work-orders/components/work-order-actions';
import {
  SupplierReports,
  WorkOrderCancellation,
  WorkOrderFacts,
  WorkOrderRequest,
} from '../../features/work-orders/components/work-order-view';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';

/** A work order: its details and its supplier's reports on the left; its request and audit trail on the right. */
const WorkOrderView = ({ details }: { details: OfficeWorkOrderDetails }) => {
  const { t } = useTranslation();
  const { workOrder } = details;
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          {workOrder.cancelled && <WorkOrderCancellation cancelled={workOrder.cancelled} />}
          <Section title={t('Details')}>
            <WorkOrderFacts order={workOrder} />
          </Section>
          <Section title={t('Supplier reports')}>
            <SupplierReports updates={details.updates} />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xl">
          <Section title={t('Request')}>
            <WorkOrderRequest request={workOrder.request} />
          </Section>
          <Section title={t('Audit trail')}>
            <AuditTrail entries={details.audit} />
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
};

/**
 * One work order in the back office: its details, the request it came from, every report of its supplier and
 * its audit trail; while it is not handled, 'Edit planning' and 'Cancel work order' (with a reason).
 */
export const WorkOrderScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeWorkOrder}
      title={(id) => t('Work order {{id}}', { id })}
      back={{ to: officeRoutes.workOrders, label: t('Back to the work orders') }}
      actions={(details) => <WorkOrderActions order={details.workOrder} />}
      notFound={t('This work order was not found.')}
    >
      {(details) => <WorkOrderView details={details} />}
    </OfficeRecordScreen>
  );
};
