import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';

/** A message a push service received, decrypted as the browser would. */
export interface ReceivedPush {
  path: string;
  payload: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A stand-in push service over https on a free port of 127.0.0.1 (the push service is outside the product), with
 * a certificate of its own (`ca`, for the server to trust), and a browser's subscription to it: what the server
 * pushes is decrypted with the subscription's keys (RFC 8291). `answer(410)` makes it say that a subscription is
 * gone (`answer(500, path)` that it fails, for one subscription's path); `connections()` counts the connections made.
 */
export const startPushEndpoint = async () => {
  const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    curve: 'P-256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const received: ReceivedPush[] = [];
  let status = 201;
  const statusOf = new Map<string, number>();
  let connections = 0;
  const server = createServer({ key: certificate.private, cert: certificate.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    const answer = statusOf.get(request.url ?? '') ?? status;
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (answer === 201) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browserKey,
          authSecret,
        });
        received.push({
          path: request.url ?? '',
          payload: JSON.parse(plain.toString('utf8')),
          headers: request.headers,
        });
      }
      response.writeHead(answer).end();
    });
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** A browser's subscription, as `PushSubscription.toJSON()` gives it, at its own path. */
  const subscription = (name: string) => ({
    endpoint: `https://127.0.0.1:${port}/push/${name}`,
    expirationTime: null,
    keys: { p256dh: browserKey.getPublicKey().toString('base64url'), auth: authSecret },
  });
  return {
    subscription,
    received,
    port,
    /** The endpoint's certificate, for the server's push sender to trust. */
    ca: certificate.cert,
    connections: () => connections,
    answer: (code: number, path?: string) => {
      if (path === undefined) status = code;
      else statusOf.set(path, code);
    },
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
};

export type PushEndpoint = Awaited<ReturnType<typeof startPushEndpoint>>;
