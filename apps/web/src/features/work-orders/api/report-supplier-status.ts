import { useMutation, type QueryClient } from '@tanstack/react-query';
import {
  workAssignmentsCalls,
  type SupplierStatusPayload,
  type SupplierUpdate,
  type WorkAssignment,
} from '@vve/contract/calls/work-assignments';
import { apiCall } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import type { NewFile } from '../../../lib/offline/outbox';
import { sendOrQueue } from '../../../lib/offline/send-or-queue';
import { QUEUED_STATUS_REPORT, type QueuedStatusReport } from '../queued-status-report';
import { supplierWorkOrderKeys } from './supplier-work-order-keys';

/** Reports a supplier status; with an idempotency key (the offline queue's), sending it again reports it once. */
export const reportSupplierStatus = (
  id: number,
  body: SupplierStatusPayload,
  idempotencyKey?: string,
): Promise<SupplierUpdate> =>
  apiCall(workAssignmentsCalls.reportSupplierStatus, { params: { id }, body, idempotencyKey });

/** A sent status report: its answer replaces the order's last update in the cache; the lists are refetched. */
export const statusReported = (
  queryClient: QueryClient,
  id: number,
  update: SupplierUpdate,
): Promise<void> => {
  queryClient.setQueryData<WorkAssignment>(supplierWorkOrderKeys.detail(id), (order) =>
    order === undefined ? order : { ...order, lastSupplierUpdate: update },
  );
  return queryClient.invalidateQueries({ queryKey: supplierWorkOrderKeys.lists() });
};

/**
 * Reports a supplier status (spec §4) through the device's queue (issue 16), with the photos that found no
 * connection yet: a message confirms it, or says it is kept on the device until the connection returns; once
 * sent, `statusReported`.
 */
export const useReportSupplierStatus = (id: number) => {
  const { t } = useTranslation();
  return useMutation({
    // Offline too: the queue keeps what cannot be sent yet (the query client would otherwise hold it back).
    networkMode: 'always',
    mutationFn: ({ body, files }: { body: SupplierStatusPayload; files: readonly NewFile[] }) =>
      sendOrQueue(QUEUED_STATUS_REPORT, { workAssignmentId: id, body } satisfies QueuedStatusReport, files),
    onSuccess: (outcome) => {
      notify(
        outcome === 'sent'
          ? t('The status has been updated.')
          : t('The status report is kept on this device and is sent when you are online.'),
      );
    },
  });
};
