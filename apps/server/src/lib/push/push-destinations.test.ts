import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { allowedLookup } from './push-agent';
import {
  PushEndpointRefused,
  publicPushNetwork,
  pushEndpointRefusal,
  pushEndpointUrl,
  type PushNetwork,
} from './push-destinations';

const NOT_PUBLIC = 'This push endpoint is not at a public address: push messages go only to push services';

/** Public addresses, resolved from a table instead of DNS (nothing here leaves the machine). */
const networkOf = (table: Record<string, string[]>): PushNetwork => ({
  resolve: (hostname) => {
    const addresses = table[hostname];
    if (addresses) return Promise.resolve(addresses);
    return Promise.reject(
      Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
    );
  },
  allowsAddress: publicPushNetwork.allowsAddress,
});

const network = networkOf({
  'fcm.googleapis.com': ['142.250.185.10', '2a00:1450:4001:82b::200a'],
  'web.push.apple.com': ['17.253.144.10'],
  'intranet.example.com': ['10.1.2.3'],
  'half.example.com': ['93.184.215.14', '192.168.1.10'],
  'nothing.example.com': [],
});
const anyService = { network, serviceHosts: [] };

describe('which push endpoints the server pushes to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/cXyZ:APA91bH',
    'https://web.push.apple.com/QGx',
    'https://142.250.185.10/fcm/send/1',
    'https://[2a00:1450:4001:82b::200a]/fcm/send/1',
  ])('takes %s', async (endpoint) => {
    expect(await pushEndpointRefusal(endpoint, anyService)).toBeUndefined();
  });

  // The outside probe's endpoints, and the rest of the ranges that are not public.
  it.each([
    'https://127.0.0.1:8443/push',
    'https://[::ffff:127.0.0.1]:8443/push',
    'https://127.0.0.1:5432/',
    'https://169.254.169.254/latest/meta-data/',
    'https://2130706433:8443/push',
    'https://0x7f.1/push',
    'https://[::1]/push',
    'https://[fd12:3456::1]/push',
    'https://[fe80::1]/push',
    'https://0.0.0.0/push',
    'https://100.64.0.1/push',
    'https://10.0.0.1/push',
    'https://192.168.1.1/push',
    'https://224.0.0.1/push',
    'https://intranet.example.com/push',
    'https://half.example.com/push',
    'https://nothing.example.com/push',
  ])('refuses %s: not a public address', async (endpoint) => {
    expect(await pushEndpointRefusal(endpoint, anyService)).toBe('pushEndpointNotPublic');
  });

  it('refuses a host that resolves to 127.0.0.1 through the system resolver: localhost', async () => {
    const destinations = { network: publicPushNetwork, serviceHosts: [] };
    expect(await pushEndpointRefusal('https://localhost:8443/push', destinations)).toBe(
      'pushEndpointNotPublic',
    );
  });

  it('refuses a host that cannot be found, a URL that is not https and one with a password', async () => {
    expect(await pushEndpointRefusal('https://unknown.example.com/push', anyService)).toBe(
      'pushEndpointUnknownHost',
    );
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/1',
      'https://a:b@fcm.googleapis.com/',
      'nope',
    ]) {
      expect(await pushEndpointRefusal(endpoint, anyService)).toBe('pushEndpointNotHttps');
    }
  });

  it('takes only the listed push services and the hosts below them, when any are listed', async () => {
    const listed = { network, serviceHosts: ['fcm.googleapis.com', 'push.apple.com'] };
    expect(await pushEndpointRefusal('https://fcm.googleapis.com/fcm/send/1', listed)).toBeUndefined();
    expect(await pushEndpointRefusal('https://web.push.apple.com/QGx', listed)).toBeUndefined();
    const elsewhere = 'pushEndpointUnknownService';
    for (const endpoint of [
      'https://142.250.185.10/fcm/send/1',
      'https://evilfcm.googleapis.com.example.com/',
      'https://notpush.apple.com/QGx',
    ]) {
      expect(await pushEndpointRefusal(endpoint, listed)).toBe(elsewhere);
    }
  });

  it('checks an address in the URL without DNS before each send, and writes the URL out as checked', () => {
    expect(() => pushEndpointUrl('https://2130706433:5432/', anyService)).toThrow(PushEndpointRefused);
    expect(() => pushEndpointUrl('https://[::ffff:7f00:1]/', anyService)).toThrow(PushEndpointRefused);
    expect(pushEndpointUrl('https://fcm.googleapis.com\\fcm/send/1', anyService).href).toBe(
      'https://fcm.googleapis.com/fcm/send/1',
    );
  });
});

describe('the connections of push messages', () => {
  const lookup = (network: PushNetwork, hostname: string, all: boolean) =>
    new Promise<string | LookupAddress[]>((resolve, reject) => {
      allowedLookup(network)(hostname, { all }, (error, address) => {
        if (error) reject(error);
        else resolve(address);
      });
    });

  it('go to the addresses of the host, all of them public', async () => {
    expect(await lookup(network, 'fcm.googleapis.com', true)).toEqual([
      { address: '142.250.185.10', family: 4 },
      { address: '2a00:1450:4001:82b::200a', family: 6 },
    ]);
    expect(await lookup(network, 'fcm.googleapis.com', false)).toBe('142.250.185.10');
  });

  it('are refused when the host resolves to an address that is not public any more (DNS rebinding)', async () => {
    let answers = 0;
    const rebinding: PushNetwork = {
      ...network,
      resolve: () => Promise.resolve((answers += 1) === 1 ? ['93.184.215.14'] : ['127.0.0.1']),
    };
    const destinations = { network: rebinding, serviceHosts: [] };
    expect(await pushEndpointRefusal('https://rebind.example.com/push', destinations)).toBeUndefined();
    await expect(lookup(rebinding, 'rebind.example.com', true)).rejects.toThrow(PushEndpointRefused);
    await expect(lookup(rebinding, 'rebind.example.com', false)).rejects.toThrow(NOT_PUBLIC);
  });

  it('fail as DNS fails, to be tried again', async () => {
    await expect(lookup(network, 'unknown.example.com', true)).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
