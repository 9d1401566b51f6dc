declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  /** A fake S3 server on the file system (the subset the tests use). */
  class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      configureBuckets?: { name: string }[];
    });
    /** Starts listening, with the configured buckets made. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
  export = S3rver;
}
