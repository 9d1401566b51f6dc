import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where file bytes live: local disk now; an object store would implement the same two calls. */
export interface FileStorage {
  /** Stores bytes under a key; storing the same key again is harmless. */
  put: (key: string, bytes: Buffer) => Promise<void>;
  /** The bytes under a key, or undefined. */
  get: (key: string) => Promise<Buffer | undefined>;
}

const KEY = /^[a-z0-9]+(?:[/-][a-z0-9]+)*(?:\.[a-z0-9]+)?$/;

/** Files on local disk under `root`, written atomically (a temporary file renamed into place). */
export const localFileStorage = (root: string): FileStorage => {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    put: async (key, bytes) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
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
