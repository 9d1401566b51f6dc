import { sessionCalls } from '@vve/contract/calls/session';
import { sendCall } from '../../../lib/api-client';

/** Ends the session on the API host; the answer carries nothing the app needs. */
export const logOut = async (): Promise<void> => {
  await sendCall(sessionCalls.logout);
};
