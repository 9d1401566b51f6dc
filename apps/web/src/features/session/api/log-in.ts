import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionCalls, type LoginForm, type SessionStatus } from '@vve/contract/calls/session';
import { BAD_CREDENTIALS_QUERY } from '@vve/contract/errors';
import { readAnswer, sendCall } from '../../../lib/api-client';
import { appRolesQueryOptions } from './get-app-roles';
import { appTypeQueryOptions } from './get-app-type';
import { statusQueryOptions } from './get-status';

/** The login redirected to the bad-credentials page (spec §7). */
export class BadCredentialsError extends Error {
  override readonly name = 'BadCredentialsError';
}

export const logIn = async (form: LoginForm): Promise<SessionStatus> => {
  const response = await sendCall(sessionCalls.login, { body: form });
  if (response.url.includes(BAD_CREDENTIALS_QUERY)) throw new BadCredentialsError('Bad credentials');
  return readAnswer(sessionCalls.login, response);
};

/**
 * Logs in, then loads the app type and roles afresh (another user may have had the session); only then does
 * the session count as started (spec §4).
 */
export const useLogIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: LoginForm) => {
      await logIn(form);
      await Promise.all([
        queryClient.query({ ...appTypeQueryOptions(), staleTime: 0 }),
        queryClient.query({ ...appRolesQueryOptions(), staleTime: 0 }),
      ]);
    },
    onSuccess: () => {
      queryClient.setQueryData(statusQueryOptions().queryKey, true);
    },
  });
};
