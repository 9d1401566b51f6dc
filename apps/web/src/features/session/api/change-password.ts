import { useMutation } from '@tanstack/react-query';
import { passwordCalls, type ChangePasswordBody } from '@vve/contract/calls/passwords';
import { apiCall } from '../../../lib/api-client';

/** Changes the logged-in user's password; the server renews this session's cookie and ends the others. */
export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePasswordBody) => apiCall(passwordCalls.changePassword, { body }) });
