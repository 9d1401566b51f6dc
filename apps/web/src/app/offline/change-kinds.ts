import type { QueryClient } from '@tanstack/react-query';
import type { SupplierUpdate } from '@vve/contract/calls/work-assignments';
import { supplierStatusText } from '../../components/supplier-status';
import type { QueuedRequest } from '../../features/requests/queued-request';
import type { QueuedStatusReport } from '../../features/work-orders/queued-status-report';
import type { TFunction } from '../../lib/i18n/i18n';
import { aspectLabel } from '../../lib/known-values';
import type { QueuedChange } from '../../lib/offline/queued-change';
import { inspectionRefused, savedElsewhere } from '../../features/inspections/api/inspection-conflict';
import { inspectionSent } from '../../features/inspections/api/inspection-sent';
import { sendQueuedInspection } from '../../features/inspections/api/send-queued-inspection';
import { QUEUED_INSPECTION, type QueuedInspection } from '../../features/inspections/queued-inspection';
import { invalidateRequestLists } from '../../features/requests/api/request-lists';
import { sendQueuedRequest } from '../../features/requests/api/send-queued-request';
import { QUEUED_REQUEST } from '../../features/requests/queued-request';
import { sendQueuedStatusReport } from '../../features/work-orders/api/send-queued-status-report';
import { statusReported } from '../../features/work-orders/api/report-supplier-status';
import { QUEUED_STATUS_REPORT } from '../../features/work-orders/queued-status-report';
import type { ChangeSender, SentChange } from '../../lib/offline/sync-runner';

interface ChangeKind {
  send: ChangeSender;
  /** Takes the server's answer to a sent change into the cache, or loads again what it altered. */
  sent: (queryClient: QueryClient, sent: SentChange) => Promise<void>;
  /** Shows a refusal where the change is being worked on, when the kind has more to offer than the panel. */
  refused?: (change: QueuedChange) => Promise<void>;
  /** What to do about a refusal, when it is not to send the change again once the problem is solved. */
  refusalAdvice?: (change: QueuedChange, t: TFunction) => string | undefined;
  /** What the change is, in a line of the sync panel. */
  describe: (change: QueuedChange, t: TFunction) => string;
}

/** Each kind of queued change: how it is sent, what is loaded again once it has been, and how it is named. */
export const changeKinds: Record<string, ChangeKind | undefined> = {
  [QUEUED_REQUEST]: {
    send: sendQueuedRequest,
    sent: invalidateRequestLists,
    describe: (change, t) =>
      t('Request: {{description}}', { description: (change.payload as QueuedRequest).body.omschrijving }),
  },
  [QUEUED_INSPECTION]: {
    send: sendQueuedInspection,
    sent: inspectionSent,
    refused: inspectionRefused,
    refusalAdvice: (change, t) =>
      savedElsewhere(change.refusal)
        ? t('Open the inspection to choose which version to keep of each part.')
        : undefined,
    describe: (change, t) => {
      const { inspection, save } = change.payload as QueuedInspection;
      const aspect = aspectLabel(inspection.aspect, t);
      return save
        ? t('Inspection saved: {{aspect}}', { aspect })
        : t('Inspection registered: {{aspect}}', { aspect });
    },
  },
  [QUEUED_STATUS_REPORT]: {
    send: sendQueuedStatusReport,
    sent: (queryClient, { change, answer }) =>
      statusReported(
        queryClient,
        (change.payload as QueuedStatusReport).workAssignmentId,
        answer as SupplierUpdate,
      ),
    describe: (change, t) =>
      t('Status report: {{status}}', {
        status: supplierStatusText((change.payload as QueuedStatusReport).body.status, t),
      }),
  },
};
