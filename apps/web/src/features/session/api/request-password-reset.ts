import { useMutation } from '@tanstack/react-query';
import { passwordCalls, type ForgotPasswordBody } from '@vve/contract/calls/passwords';
import { apiCall } from '../../../lib/api-client';

/** Asks for a reset link for an email address (the answer is the same whether or not the account exists). */
export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (body: ForgotPasswordBody) => apiCall(passwordCalls.forgotPassword, { body }) });
