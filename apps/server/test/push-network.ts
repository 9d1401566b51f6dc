import type { PushNetwork } from '../src/lib/push/push-destinations';

/**
 * The push network of tests: every host name resolves to 127.0.0.1 without asking DNS, and only 127.0.0.1 may be
 * connected to, so that no test's push message leaves the machine (its stand-in push service listens there).
 */
export const loopbackPushNetwork: PushNetwork = {
  resolve: () => Promise.resolve(['127.0.0.1']),
  allowsAddress: (address) => address === '127.0.0.1',
};
