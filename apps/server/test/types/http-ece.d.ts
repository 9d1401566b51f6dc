declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  /** Decrypts a Web Push message (RFC 8188 / RFC 8291) with the receiver's key and auth secret. */
  export const decrypt: (
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string },
  ) => Buffer;
}
