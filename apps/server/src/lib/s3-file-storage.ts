import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ByteRange } from './byte-range';
import { checkedKey, type FileStorage } from './file-storage';

/** Where an S3 bucket is and how to reach it. */
export interface S3Location {
  bucket: string;
  region: string;
  /** The URL of an S3-compatible server; AWS when undefined. */
  endpoint: string | undefined;
  /** The bucket in the path (endpoint/bucket/key), not the host name, as most S3-compatible servers need. */
  forcePathStyle: boolean;
  /** An access key; the SDK's default credentials (environment, profile, instance role) when undefined. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * A client of the bucket's server that adds and checks checksums only where S3 requires them. With the
 * SDK's default (a checksum on every upload: a streamed body goes aws-chunked, the checksum as a trailer)
 * some S3-compatible servers store the chunk framing as the object's bytes (aws-sdk-js-v3 issue #6819).
 */
export const s3Client = ({ region, endpoint, forcePathStyle, credentials }: S3Location): S3Client =>
  new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * Fails, saying why, unless the bucket exists and the key may use it: a node then stops at its start, instead
 * of answering every call with a file 500.
 */
export const checkBucket = async (client: S3Client, bucket: string): Promise<void> => {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'NotFound'
        ? 'it does not exist'
        : `${error instanceof Error ? error.name : 'error'}: ${error instanceof Error ? error.message : String(error)}`;
    throw new Error(`The bucket ${bucket} (S3_BUCKET) cannot be used: ${reason}`, { cause: error });
  }
};

/** What S3 answers when nothing is stored under a key: NoSuchKey to a GET, NotFound (bare 404) to a HEAD. */
const MISSING = new Set(['NoSuchKey', 'NotFound']);

/** The answer of a request about one object, or undefined when nothing is stored under its key. */
const unlessMissing = async <Answer>(request: Promise<Answer>): Promise<Answer | undefined> => {
  try {
    return await request;
  } catch (error) {
    if (error instanceof Error && MISSING.has(error.name)) return undefined;
    throw error;
  }
};

/** Last-Modified counts whole seconds: an object was stored before a moment only if its whole second was. */
const LAST_MODIFIED_PRECISION_MS = 1000;

/**
 * Files as objects in an S3 bucket, under the same keys as on local disk. Uploads arrive in temporary
 * files in `temporaryDir` (local disk); `putFile` streams them up, in parts when large, and removes them.
 */
export const s3FileStorage = ({
  client,
  bucket,
  temporaryDir,
}: {
  client: S3Client;
  bucket: string;
  temporaryDir: string;
}): FileStorage => {
  const object = (key: string) => ({ Bucket: bucket, Key: checkedKey(key) });
  const getObject = (key: string, range?: ByteRange) =>
    unlessMissing(
      client.send(
        new GetObjectCommand({
          ...object(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      ),
    );
  const headObject = (key: string) => unlessMissing(client.send(new HeadObjectCommand(object(key))));
  return {
    temporaryDir,
    put: async (key, bytes) => {
      await client.send(new PutObjectCommand({ ...object(key), Body: bytes }));
    },
    putFile: async (key, sourcePath) => {
      await new Upload({ client, params: { ...object(key), Body: createReadStream(sourcePath) } }).done();
      await rm(sourcePath, { force: true });
    },
    get: async (key) => {
      const bytes = await (await getObject(key))?.Body?.transformToByteArray();
      return bytes && Buffer.from(bytes);
    },
    // On Node the SDK's body is the HTTP response, a Readable.
    stream: async (key, range) => (await getObject(key, range))?.Body as Readable | undefined,
    sizeOf: async (key) => (await headObject(key))?.ContentLength,
    remove: async (key, unchangedSince) => {
      const stored = (await headObject(key))?.LastModified;
      if (stored && stored.getTime() + LAST_MODIFIED_PRECISION_MS <= unchangedSince.getTime())
        await client.send(new DeleteObjectCommand(object(key)));
    },
  };
};
