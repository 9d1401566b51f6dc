import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { allowedAddresses, type PushNetwork } from './push-destinations';

/**
 * A `lookup` for connections (as `dns.lookup` answers): the host's addresses, or PushEndpointRefused when any is
 * not allowed, so that a connection goes only to addresses checked at that moment.
 */
export const allowedLookup =
  (network: PushNetwork): LookupFunction =>
  (hostname, options, callback) => {
    allowedAddresses(hostname, network).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) }));
        if (options.all) callback(null, entries);
        else callback(null, entries[0]?.address ?? '', entries[0]?.family);
      },
      (error: unknown) => {
        callback(error as NodeJS.ErrnoException, '');
      },
    );
  };

/**
 * The https agent push messages go out with: every connection resolves its host anew and connects only to
 * allowed addresses, so that a host whose answers changed since it was checked (DNS rebinding) is not reached.
 * (A host that is an address needs no lookup: `pushEndpointUrl` checks it before each send.)
 */
export const pushAgent = (network: PushNetwork, ca?: string): Agent =>
  new Agent({ lookup: allowedLookup(network), ...(ca === undefined ? {} : { ca }) });
