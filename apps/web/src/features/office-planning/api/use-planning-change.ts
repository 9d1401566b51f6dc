import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planningKeys } from './planning-keys';

/** A change of a complex's planning: once it is made, its planning (and the rest of the back office) loads again. */
export const usePlanningChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planningKeys.office }),
  });
};
