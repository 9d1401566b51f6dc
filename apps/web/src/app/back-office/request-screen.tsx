import { Button, Grid, Stack } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../components/section';
import { BcfExport } from '../../features/bim/components/bcf-export';
import { useOfficeRequest } from '../../features/requests/api/get-office-request';
import { AuditTrail } from '../../components/audit-trail';
import { CreateWorkOrderDialog } from '../../features/work-orders/components/create-work-order-dialog';
import { useCreateWorkOrder } from '../../features/work-orders/api/create-work-order';
import { InspectionFindingView } from '../../features/inspections/components/inspection-finding';
import {
  RequestContent,
  RequestFacts,
  RequestMarks,
} from '../../features/requests/components/request-summary';
import { RequestTimeline } from '../../features/requests/components/request-timeline';
import { RequestWorkOrders } from '../../features/work-orders/components/request-work-orders';
import { StatusActions } from '../../features/requests/components/request-status-actions';
import type { OfficeRequest } from '@vve/contract/calls/office';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeMessageForm } from '../../features/requests/components/office-message-form';
import { OfficeRecordScreen } from './office-record-screen';

/** 'Create work order' for the request, its description prefilled. */
const RequestWorkOrderDialog = ({ office, onClose }: { office: OfficeRequest; onClose: () => void }) => {
  const create = useCreateWorkOrder(office.request.id);
  return (
    <CreateWorkOrderDialog create={create} description={office.request.omschrijving} onClose={onClose} />
  );
};

/** The work orders of the request, and 'Create work order'. */
const WorkOrders = ({ office }: { office: OfficeRequest }) => {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  return (
    <Section title={t('Work orders')}>
      <RequestWorkOrders workOrders={office.workOrders} />
      <Button
        variant="light"
        leftSection={<IconTool aria-hidden size={18} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => {
          setCreating(true);
        }}
      >
        {t('Create work order')}
      </Button>
      {creating && (
        <RequestWorkOrderDialog
          office={office}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
    </Section>
  );
};

/** A request as the back office handles it: the request on the left, its facts and work orders on the right. */
const RequestView = ({ office }: { office: OfficeRequest }) => {
  const { t } = useTranslation();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="xl">
          <RequestContent office={office} />
          {office.inspection?.finding && (
            <Section title={t('Finding of the inspection')}>
              <InspectionFindingView finding={office.inspection.finding} />
            </Section>
          )}
          <OfficeMessageForm requestId={office.request.id} withResident={office.inspection === null} />
          <Section title={t('Timeline')}>
            <RequestTimeline entries={office.timeline} />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="xl">
          <Section title={t('Details')}>
            <RequestFacts office={office} />
          </Section>
          <WorkOrders office={office} />
          {office.request.linkedItem && (
            <Section title={t('BCF')}>
              <BcfExport projectId={office.request.linkedItem.projectId} requestIds={[office.request.id]} />
            </Section>
          )}
          <Section title={t('Audit trail')}>
            <AuditTrail entries={office.audit} />
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
};

/**
 * One request in the back office: its status with the buttons that move it on, what the resident sent (photos
 * large, the viewpoint), a message to the resident or an internal note, the timeline, the work orders (and
 * 'Create work order') and the audit trail.
 */
export const RequestScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeRequest}
      title={(_, office) =>
        office
          ? office.complex
            ? t('Request {{nr}} · {{complex}}', { nr: office.request.nr, complex: office.complex.naam })
            : t('Request {{nr}}', { nr: office.request.nr })
          : t('Request')
      }
      back={{ to: officeRoutes.requests, label: t('Back to the requests') }}
      notFound={t('This request was not found.')}
    >
      {(shown) => (
        <Stack gap="lg">
          <Stack gap="sm">
            <RequestMarks office={shown} />
            <StatusActions requestId={shown.request.id} status={shown.request.status} />
          </Stack>
          <RequestView office={shown} />
        </Stack>
      )}
    </OfficeRecordScreen>
  );
};
