import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_KINDS, startS3Server, type TestS3Server } from '../../test/test-storage';
import { openFileStorage } from '../plugins/file-storage';
import type { FileStorage } from './file-storage';
import { s3Client, s3FileStorage } from './s3-file-storage';

const MB = 1024 * 1024;

const collect = async (stream: Readable | undefined): Promise<Buffer | undefined> => {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const sha256 = (bytes: Buffer | undefined) => bytes && createHash('sha256').update(bytes).digest('hex');

/** A finished upload of `size` random bytes in the storage's temporary folder, as the receivers leave one. */
const temporaryFile = async (storage: FileStorage, size: number) => {
  const bytes = randomBytes(size);
  await mkdir(storage.temporaryDir, { recursive: true });
  const temporaryPath = path.join(storage.temporaryDir, randomBytes(6).toString('hex'));
  await writeFile(temporaryPath, bytes);
  return { bytes, temporaryPath };
};

describe.each(STORAGE_KINDS)('file storage on %s', (kind) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-storage-'));
    const s3Server = kind === 's3' ? await startS3Server() : undefined;
    const opened = openFileStorage({ dataDir, s3: s3Server?.location });
    storage = opened.storage;
    close = async () => {
      opened.close();
      await s3Server?.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('gives back what it keeps: whole, streamed, a range of it, and its size', async () => {
    const bytes = Buffer.from('0123456789abcdef');
    await storage.put('files/ab/kept', bytes);
    expect(await storage.get('files/ab/kept')).toEqual(bytes);
    expect(await collect(await storage.stream('files/ab/kept'))).toEqual(bytes);
    expect((await collect(await storage.stream('files/ab/kept', { start: 2, end: 5 })))?.toString()).toBe(
      '2345',
    );
    expect(await storage.sizeOf('files/ab/kept')).toBe(16);
    await storage.put('files/ab/kept', Buffer.from('again'));
    expect((await storage.get('files/ab/kept'))?.toString()).toBe('again');
  });

  it('answers undefined for a key that holds nothing', async () => {
    expect(await storage.get('files/00/missing')).toBeUndefined();
    expect(await storage.stream('files/00/missing')).toBeUndefined();
    expect(await storage.stream('files/00/missing', { start: 0, end: 1 })).toBeUndefined();
    expect(await storage.sizeOf('files/00/missing')).toBeUndefined();
    await expect(storage.remove('files/00/missing', new Date())).resolves.toBeUndefined();
  });

  it('removes only what was last stored before the moment given', async () => {
    await storage.put('thumbnails/cd/photo-64.webp', Buffer.from('thumbnail'));
    await storage.remove('thumbnails/cd/photo-64.webp', new Date(Date.now() - 60_000));
    expect(await storage.sizeOf('thumbnails/cd/photo-64.webp')).toBe(9);
    await storage.remove('thumbnails/cd/photo-64.webp', new Date(Date.now() + 60_000));
    expect(await storage.get('thumbnails/cd/photo-64.webp')).toBeUndefined();
  });

  it('takes in a temporary file of 12 MB byte for byte, and the temporary file is gone', async () => {
    const { bytes, temporaryPath } = await temporaryFile(storage, 12 * MB);
    await storage.putFile('models/fragments/1.frag', temporaryPath);
    expect(existsSync(temporaryPath)).toBe(false);
    expect(await storage.sizeOf('models/fragments/1.frag')).toBe(bytes.length);
    expect(sha256(await collect(await storage.stream('models/fragments/1.frag')))).toBe(sha256(bytes));
    const range = { start: 5 * MB - 10, end: 5 * MB + 9 };
    expect(await collect(await storage.stream('models/fragments/1.frag', range))).toEqual(
      bytes.subarray(range.start, range.end + 1),
    );
  });

  it('refuses a key that could lead out of its folder', async () => {
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(
      'Invalid storage key ../outside',
    );
    await expect(storage.get('files/../../outside')).rejects.toThrow('Invalid storage key');
  });
});

describe('S3 file storage', () => {
  let s3Server: TestS3Server;
  let client: S3Client;
  let storage: FileStorage;
  const commands: string[] = [];
  beforeAll(async () => {
    s3Server = await startS3Server();
    client = s3Client(s3Server.location);
    client.middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize' },
    );
    const temporaryDir = mkdtempSync(path.join(tmpdir(), 'vve-s3-tmp-'));
    storage = s3FileStorage({ client, bucket: s3Server.location.bucket, temporaryDir });
  });
  afterAll(async () => {
    client.destroy();
    rmSync(storage.temporaryDir, { recursive: true, force: true });
    await s3Server.close();
  });

  it('checks at start that the bucket exists, and names it when it does not', async () => {
    const dataDir = storage.temporaryDir;
    const opened = (bucket: string) => openFileStorage({ dataDir, s3: { ...s3Server.location, bucket } });
    await expect(opened(s3Server.location.bucket).check()).resolves.toBeUndefined();
    await expect(opened('no-such-bucket').check()).rejects.toThrow(
      'The bucket no-such-bucket (S3_BUCKET) cannot be used: it does not exist',
    );
  });

  // Known trap (aws-sdk-js-v3 #6819): with the SDK's default checksums a streamed body goes aws-chunked
  // with a checksum trailer, and some S3-compatible servers (s3rver among them) keep that framing as the
  // object. The client must add checksums only where S3 requires them.
  it('keeps a streamed body as it is: the client sends no checksum trailer', async () => {
    const { bytes, temporaryPath } = await temporaryFile(storage, 100_000);
    await client.send(
      new PutObjectCommand({
        Bucket: s3Server.location.bucket,
        Key: 'files/aa/streamed',
        Body: createReadStream(temporaryPath),
        ContentLength: bytes.length,
      }),
    );
    const stored = await storage.get('files/aa/streamed');
    expect(stored?.length).toBe(bytes.length);
    expect(stored?.equals(bytes)).toBe(true);
  });

  it('streams a file larger than a part up in parts, and the object holds exactly its bytes', async () => {
    // lib-storage sends parts of 5 MB: 12 MB go in three.
    const { bytes, temporaryPath } = await temporaryFile(storage, 12 * MB);
    commands.length = 0;
    await storage.putFile('files/ef/large', temporaryPath);
    expect(commands).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const stored = await storage.get('files/ef/large');
    expect(stored?.length).toBe(bytes.length);
    expect(stored?.equals(bytes)).toBe(true);
  });
});
