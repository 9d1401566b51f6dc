import { useQuery } from '@tanstack/react-query';
import { aspectRegisterCalls } from '@vve/contract/calls/aspect-register';
import { apiCall } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

/**
 * An element's register and the scores of every performed inspection of it (for those who inspect its aspect):
 * something to read beside the inspection, so it is tried once more, not until a connection comes back.
 */
export const useElementHistory = (elementId: number) =>
  useQuery({
    queryKey: inspectionKeys.elementHistory(elementId),
    queryFn: () => apiCall(aspectRegisterCalls.aspectElementConditionHistory, { params: { id: elementId } }),
    retry: 1,
  });
