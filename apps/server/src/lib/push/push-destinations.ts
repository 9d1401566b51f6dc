import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

/** An endpoint the server does not push to; the message says why. */
export class PushEndpointRefused extends Error {}

const NOT_PUBLIC = 'This push endpoint is not at a public address: push messages go only to push services';

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
    throw new PushEndpointRefused('A push endpoint is an https URL without a user name or password');
  }
  if (serviceHosts.length > 0 && !isBelow(url.hostname, serviceHosts)) {
    throw new PushEndpointRefused(
      'This push endpoint is not at one of the push services this server sends to',
    );
  }
  const host = hostOf(url);
  if (isIP(host) && !network.allowsAddress(host)) throw new PushEndpointRefused(NOT_PUBLIC);
  return url;
};

/** The addresses of a host (an address is its own), refused unless there is one and every one is allowed. */
export const allowedAddresses = async (host: string, network: PushNetwork): Promise<string[]> => {
  const addresses = isIP(host) ? [host] : await network.resolve(host);
  if (addresses.length === 0 || !addresses.every((address) => network.allowsAddress(address))) {
    throw new PushEndpointRefused(NOT_PUBLIC);
  }
  return addresses;
};

/** Why the server will not push to an endpoint, its host name resolved (when a browser subscribes), if it will not. */
export const pushEndpointRefusal = async (
  endpoint: string,
  destinations: PushDestinations,
): Promise<string | undefined> => {
  try {
    await allowedAddresses(hostOf(pushEndpointUrl(endpoint, destinations)), destinations.network);
    return undefined;
  } catch (error) {
    return error instanceof PushEndpointRefused
      ? error.message
      : 'The host of this push endpoint cannot be found';
  }
};
