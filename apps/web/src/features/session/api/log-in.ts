import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionCalls, type LoginForm, type SessionStatus } from '@vve/contract/calls/session';
import { BAD_CREDENTIALS_QUERY } from '@vve/contract/errors';
import { readAnswer, sendCall } from '../../../lib/api-client';
import { appRolesQueryOptions } from './get-app-roles';
import { appTypeQueryOptions } from './get-app-type';
import { statusQueryOptions, takeSessionStatus } from './get-status';

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
 * A call that starts a session (the login, choosing a password from a link), whose status answer names the person,
 * then the app type and roles loaded afresh (another user may have had the session); only then does the session
 * count as started (spec §4).
 */
export const useSessionStart = <Input>(start: (input: Input) => Promise<SessionStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => {
      takeSessionStatus(await start(input));
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

/** Logs in (spec §4). */
export const useLogIn = () => useSessionStart(logIn);
