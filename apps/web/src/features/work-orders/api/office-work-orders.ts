import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OfficeWorkOrder } from '@vve/contract/calls/office';
import {
  officeWorkOrdersCalls,
  type OfficeWorkOrderDetails,
  type WorkOrderCancel,
  type WorkOrderPlanning,
} from '@vve/contract/calls/office-work-orders';
import { apiCall } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { OFFICE_KEY } from '../../../lib/office-key';
import { workOrderKeys, type WorkOrdersQuery } from './office-work-order-keys';

export const getOfficeWorkOrders = (query: WorkOrdersQuery): Promise<OfficeWorkOrder[]> =>
  apiCall(officeWorkOrdersCalls.officeWorkOrders, { query });

export const officeWorkOrdersQueryOptions = (query: WorkOrdersQuery) =>
  queryOptions({ queryKey: workOrderKeys.list(query), queryFn: () => getOfficeWorkOrders(query) });

/** One page of the work orders across suppliers, filtered (the previous page stays while the next loads). */
export const useOfficeWorkOrders = (query: WorkOrdersQuery) =>
  useQuery({ ...officeWorkOrdersQueryOptions(query), placeholderData: keepPreviousData });

export const getOfficeWorkOrder = (id: number): Promise<OfficeWorkOrderDetails> =>
  apiCall(officeWorkOrdersCalls.officeWorkOrder, { params: { id } });

export const officeWorkOrderQueryOptions = (id: number) =>
  queryOptions({ queryKey: workOrderKeys.detail(id), queryFn: () => getOfficeWorkOrder(id) });

/** One work order with its supplier's reports and its audit trail. */
export const useOfficeWorkOrder = (id: number, enabled = true) =>
  useQuery({ ...officeWorkOrderQueryOptions(id), enabled });

/**
 * A change to one work order: its answer replaces the order on its page at once, a message confirms it, then
 * everything of the back office is refetched (the audit trail, the lists, the request that holds it, the
 * inbox's alerts). A work order handled meanwhile (409) is refetched, so that its page shows it as it is (without
 * the buttons and their dialog), and a message that outlives the dialog says so.
 */
const useWorkOrderChange = <Body>(
  id: number,
  send: (body: Body) => Promise<OfficeWorkOrder>,
  done: (t: TFunction) => string,
) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (workOrder) => {
      notify(done(t));
      queryClient.setQueryData<OfficeWorkOrderDetails>(workOrderKeys.detail(id), (details) =>
        details === undefined ? details : { ...details, workOrder },
      );
      return queryClient.invalidateQueries({ queryKey: OFFICE_KEY });
    },
    onError: (error) => {
      if (!(error instanceof ApiError && error.status === 409)) return undefined;
      notify(t('This work order was handled meanwhile. The page now shows its current state.'), 'red');
      return queryClient.invalidateQueries({ queryKey: OFFICE_KEY });
    },
  });
};

export const planWorkOrder = (id: number, body: WorkOrderPlanning): Promise<OfficeWorkOrder> =>
  apiCall(officeWorkOrdersCalls.planWorkOrder, { params: { id }, body });

/** Changes a work order's start date, planning date and priority. */
export const usePlanWorkOrder = (id: number) =>
  useWorkOrderChange(
    id,
    (body: WorkOrderPlanning) => planWorkOrder(id, body),
    (t) => t('The planning has been saved.'),
  );

export const cancelWorkOrder = (id: number, body: WorkOrderCancel): Promise<OfficeWorkOrder> =>
  apiCall(officeWorkOrdersCalls.cancelWorkOrder, { params: { id }, body });

/** Cancels an open work order, with the reason the supplier and the timeline show. */
export const useCancelWorkOrder = (id: number) =>
  useWorkOrderChange(
    id,
    (body: WorkOrderCancel) => cancelWorkOrder(id, body),
    (t) => t('The work order has been cancelled.'),
  );
