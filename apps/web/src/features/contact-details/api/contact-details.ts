import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { detailsCalls, type ContactDetails, type ContactDetailsPayload } from '@vve/contract/calls/details';
import { apiCall } from '../../../lib/api-client';

const contactDetailsKey = ['details', 'contact'] as const;

export const contactDetailsQueryOptions = () =>
  queryOptions({ queryKey: contactDetailsKey, queryFn: () => apiCall(detailsCalls.contactDetails) });

/** The user's own phone and whether suppliers may see it. */
export const useContactDetails = () => useQuery(contactDetailsQueryOptions());

/** Saves them; the answer is what the query holds from then on. */
export const useSaveContactDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactDetailsPayload): Promise<ContactDetails> =>
      apiCall(detailsCalls.updateContactDetails, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(contactDetailsKey, answer);
    },
  });
};
