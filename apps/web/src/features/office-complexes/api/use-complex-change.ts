import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complexKeys } from './complex-keys';

/**
 * A change made in the administration of complexes: once it is made, every back-office query is loaded again
 * (the complex, the list, and the filters and choices that name complexes).
 */
export const useComplexChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complexKeys.office }),
  });
};

/** Loads a complex again, after a change that another feature made to it (an uploaded 3D model). */
export const useRefreshComplex = (id: number) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: complexKeys.detail(id) });
};
