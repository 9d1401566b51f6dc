import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierKeys } from './supplier-keys';

/**
 * A change made in the administration of suppliers: once it is made, every back-office query is loaded again
 * (the organisation, the list, and the choices and filters that name suppliers).
 */
export const useSupplierChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supplierKeys.office }),
  });
};
