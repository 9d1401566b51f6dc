import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { REFUSALS } from '@vve/contract/refusals';
import { isPublicAddress } from '../public-address';

/** How the server finds a push service's addresses, and which addresses it connects to. */
export interface PushNetwork {
  /** Every address of a host name. */
  resolve: (hostname: string) => Promise<string[]>;
  /** Whether the server may connect to an address. */
  allowsAddress: (address: string) => boolean;
}

/** The internet as it is: the system's resolver, and public addresses only. */
export const publicPushNetwork: PushNetwork = {
  resolve: async (hostname) => (await lookup(hostname, { all: true })).map((entry) => entry.address),
  allowsAddress: isPublicAddress,
};

/** Where push messages may go. */
export interface PushDestinations {
  network: PushNetwork;
  /** Host suffixes of the push services endpoints must be at (PUSH_SERVICE_HOSTS); any host when empty. */
  serviceHosts: readonly string[];
}

/** Why the server does not push to an endpoint: a refusal of the contract's. */
export type PushRefusal =
  'pushEndpointNotHttps' | 'pushEndpointUnknownService' | 'pushEndpointNotPublic' | 'pushEndpointUnknownHost';

/** An endpoint the server does not push to; the code says why. */
export class PushEndpointRefused extends Error {
  constructor(readonly code: PushRefusal) {
    super(REFUSALS[code].message);
  }
}

/** Whether a host name is one of the suffixes or below one (`web.push.apple.com` is below `push.apple.com`). */
const isBelow = (hostname: string, suffixes: readonly string[]) => {
  const name = hostname.replace(/\.$/, '');
  return suffixes.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
};

/** A URL's host as an address or a name: an IPv6 address without its brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * An endpoint as the URL the server pushes to, checked without asking DNS: https without a user name or password,
 * at a listed push service when any are listed, and at an allowed address when its host is one.
 */
export const pushEndpointUrl = (endpoint: string, { network, serviceHosts }: PushDestinations): URL => {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (url?.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    throw new PushEndpointRefused('pushEndpointNotHttps');
  }
  if (serviceHosts.length > 0 && !isBelow(url.hostname, serviceHosts)) {
    throw new PushEndpointRefused('pushEndpointUnknownService');
  }
  const host = hostOf(url);
  if (isIP(host) && !network.allowsAddress(host)) throw new PushEndpointRefused('pushEndpointNotPublic');
  return url;
};

/** The addresses of a host (an address is its own), refused unless there is one and every one is allowed. */
export const allowedAddresses = async (host: string, network: PushNetwork): Promise<string[]> => {
  const addresses = isIP(host) ? [host] : await network.resolve(host);
  if (addresses.length === 0 || !addresses.every((address) => network.allowsAddress(address))) {
    throw new PushEndpointRefused('pushEndpointNotPublic');
  }
  return addresses;
};

/** Why the server will not push to an endpoint, its host name resolved (when a browser subscribes), if it will not. */
export const pushEndpointRefusal = async (
  endpoint: string,
  destinations: PushDestinations,
): Promise<PushRefusal | undefined> => {
  try {
    await allowedAddresses(hostOf(pushEndpointUrl(endpoint, destinations)), destinations.network);
    return undefined;
  } catch (error) {
    return error instanceof PushEndpointRefused ? error.code : 'pushEndpointUnknownHost';
  }
};
