import { passwordCalls, type ChoosePasswordBody } from '@vve/contract/calls/passwords';
import { apiCall } from '../../../lib/api-client';
import { useSessionStart } from './log-in';

/** Chooses a password with a link's token; the person is then logged in, in their own app. */
export const useChoosePassword = () =>
  useSessionStart((body: ChoosePasswordBody) => apiCall(passwordCalls.choosePassword, { body }));
