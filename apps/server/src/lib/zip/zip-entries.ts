import { createInflateRaw } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** The bytes an entry unpacks to at a time. */
const CHUNK = 64 * 1024;

/** Why a zip archive's entries could not be unpacked. */
export class ZipRefusal extends Error {
  constructor(readonly reason: 'unreadable' | 'too-large') {
    super(`The zip archive is ${reason}`);
  }
}

/** An entry of a zip archive: how it is packed, and its packed bytes. */
export interface ZipEntry {
  method: number;
  packed: Buffer;
}

/** What the entries unpacked from one archive may add up to (`left` bytes), so that a zip bomb stops early. */
export interface UnpackBudget {
  left: number;
}

const endOfDirectory = (zip: Buffer): number => {
  // The record is 22 bytes and may be followed by a comment of up to 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
};

const directoryOf = (zip: Buffer): Map<string, ZipEntry> => {
  const end = endOfDirectory(zip);
  if (end < 0) throw new ZipRefusal('unreadable');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new ZipRefusal('unreadable');
    const method = zip.readUInt16LE(at + 10);
    const packedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new ZipRefusal('unreadable');
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + packedSize > zip.length || (method !== STORED && method !== DEFLATED)) {
      throw new ZipRefusal('unreadable');
    }
    entries.set(name, { method, packed: zip.subarray(start, start + packedSize) });
  }
  return entries;
};

/** The entries of a zip archive (an XLSX workbook is one) by name, from its central directory; nothing unpacked. */
export const zipEntries = (zip: Buffer): Map<string, ZipEntry> => {
  try {
    return directoryOf(zip);
  } catch (error) {
    // A field read beyond the end of the bytes.
    if (error instanceof RangeError) throw new ZipRefusal('unreadable');
    throw error;
  }
};

const take = (budget: UnpackBudget, bytes: Buffer): Buffer => {
  budget.left -= bytes.length;
  if (budget.left < 0) throw new ZipRefusal('too-large');
  return bytes;
};

/**
 * An entry's bytes as they unpack, CHUNK at a time, each taken from the budget: the sizes an archive states
 * may lie (a zip bomb), so only what was unpacked counts. A reader that stops early unpacks no further.
 */
export async function* unpackEntry(entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
  if (entry.method === STORED) {
    for (let at = 0; at < entry.packed.length; at += CHUNK) {
      yield take(budget, entry.packed.subarray(at, at + CHUNK));
    }
    return;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK });
  inflater.end(entry.packed);
  try {
    // Stopping early (a break in the reader's loop) ends this loop too, which destroys the inflater.
    for await (const chunk of inflater) yield take(budget, chunk as Buffer);
  } catch (error) {
    if (error instanceof ZipRefusal) throw error;
    // Deflated data that is broken.
    throw new ZipRefusal('unreadable');
  }
}

/** An entry's text (strict UTF-8) piece by piece, as it unpacks. */
export async function* entryTextPieces(entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const bytes of unpackEntry(entry, budget)) yield decoder.decode(bytes, { stream: true });
  yield decoder.decode();
}

/** An entry's whole text (strict UTF-8), taken from the budget. */
export const entryText = async (entry: ZipEntry, budget: UnpackBudget): Promise<string> => {
  let text = '';
  for await (const piece of entryTextPieces(entry, budget)) text += piece;
  return text;
};
