import { randomBytes } from 'node:crypto';
import { createReadStream, type Stats } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import path from 'node:path';
import type { ByteRange } from './byte-range';

/** Where file bytes live: local disk (`localFileStorage`) or an S3 bucket (`s3FileStorage`). */
export interface FileStorage {
  /** Stores bytes under a key; storing the same key again is harmless. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** Moves a finished temporary file in under a key, without reading it into memory. */
  putFile: (key: string, sourcePath: string) => Promise<void>;
  /** The bytes under a key, or undefined. */
  get: (key: string) => Promise<Buffer | undefined>;
  /** The bytes under a key, all or only `range`, as a stream (never all in memory), or undefined. */
  stream: (key: string, range?: ByteRange) => Promise<Readable | undefined>;
  /** How many bytes are stored under a key, or undefined when none are. */
  sizeOf: (key: string) => Promise<number | undefined>;
  /**
   * Removes what is under a key if it was last stored before `unchangedSince`: bytes that an upload stored
   * again meanwhile (content-addressed keys are shared by identical files) stay.
   */
  remove: (key: string, unchangedSince: Date) => Promise<void>;
  /** A folder on local disk for temporary files (for local storage on its disk: `putFile` is a rename). */
  temporaryDir: string;
}

const KEY = /^[a-z0-9]+(?:[/-][a-z0-9]+)*(?:\.[a-z0-9]+)?$/;

/** A storage key as it is, if it has the form of one (lower-case words, slashes, dashes): none climbs out. */
export const checkedKey = (key: string): string => {
  if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
  return key;
};

/** Files on local disk under `root`, written atomically (a temporary file renamed into place). */
export const localFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => path.join(root, checkedKey(key));
  const statOf = (key: string): Promise<Stats | undefined> => stat(pathOf(key)).catch(() => undefined);
  const temporaryDir = path.join(root, 'tmp');
  const putFile = async (key: string, sourcePath: string) => {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(sourcePath, target);
  };
  return {
    temporaryDir,
    putFile,
    put: async (key, bytes) => {
      await mkdir(temporaryDir, { recursive: true });
      const temporary = path.join(temporaryDir, randomBytes(12).toString('hex'));
      await writeFile(temporary, bytes);
      await putFile(key, temporary);
    },
    remove: async (key, unchangedSince) => {
      const stored = await statOf(key);
      if (stored && stored.mtime < unchangedSince) await rm(pathOf(key), { force: true });
    },
    stream: async (key, range) => ((await statOf(key)) ? createReadStream(pathOf(key), range) : undefined),
    sizeOf: async (key) => (await statOf(key))?.size,
    get: async (key) => {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
};

/** The storage key of a file's bytes: its content hash, fanned out over folders. */
export const contentKey = (contentHash: string): string => `files/${contentHash.slice(0, 2)}/${contentHash}`;

export const thumbnailKey = (contentHash: string, size: number): string =>
  `thumbnails/${contentHash.slice(0, 2)}/${contentHash}-${size}.webp`;

/** The storage of a data directory: `DATA_DIR/storage`. */
export const dataDirStorage = (dataDir: string): FileStorage =>
  localFileStorage(path.join(dataDir, 'storage'));
