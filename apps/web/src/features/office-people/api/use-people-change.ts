import { useMutation, useQueryClient } from '@tanstack/react-query';
import { peopleKeys } from './people-keys';

/** A change of a person or their relations: once made, every back-office query is loaded again. */
export const usePeopleChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleKeys.office }),
  });
};
