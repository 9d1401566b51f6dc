import { useQuery } from '@tanstack/react-query';
import { aspectRegisterCalls } from '@vve/contract/calls/aspect-register';
import { apiCall } from '../../../lib/api-client';

/** A register element's scores with the defects (and photos) each inspection found, for the map's picked element. */
export const useElementCondition = (elementId: number) =>
  useQuery({
    queryKey: ['bim', 'element-condition', elementId],
    queryFn: () => apiCall(aspectRegisterCalls.aspectElementConditionHistory, { params: { id: elementId } }),
  });
