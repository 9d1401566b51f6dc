import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeDeliveriesCalls, type FailedDelivery } from '@vve/contract/calls/office-deliveries';
import { apiCall } from '../../../lib/api-client';
import { deliveryKeys } from './delivery-keys';

export const getFailedDeliveries = async (): Promise<FailedDelivery[]> =>
  (await apiCall(officeDeliveriesCalls.failedDeliveries)).deliveries;

export const failedDeliveriesQueryOptions = () =>
  queryOptions({ queryKey: deliveryKeys.failed(), queryFn: getFailedDeliveries });

/** The 100 newest emails and push messages that did not go out, newest first. */
export const useFailedDeliveries = () => useQuery(failedDeliveriesQueryOptions());
