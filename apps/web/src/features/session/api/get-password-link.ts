import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordCalls } from '@vve/contract/calls/passwords';
import { apiCall } from '../../../lib/api-client';

/** Whose password link this is and what for; fails with 404 when the link does not work (any more). */
export const passwordLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['password-link', token],
    queryFn: () => apiCall(passwordCalls.passwordLink, { query: { token } }),
    retry: false,
  });

export const usePasswordLink = (token: string) => useQuery(passwordLinkQueryOptions(token));
