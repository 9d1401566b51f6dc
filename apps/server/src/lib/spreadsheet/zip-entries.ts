import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Why a zip archive's entries were not unpacked. */
export type ZipRefusal = 'unreadable' | 'too-large';

const endOfDirectory = (zip: Buffer): number => {
  // The record is 22 bytes and may be followed by a comment of up to 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at -= 1) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
};

/**
 * The entries of a zip archive (an XLSX workbook is one), unpacked by its central directory, as long as they
 * unpack to at most `limit` bytes in all: the sizes an archive states may lie (a zip bomb), so each entry is
 * inflated with what is left of the limit as its ceiling.
 */
export const unpackZip = (zip: Buffer, limit: number): Map<string, Buffer> | ZipRefusal => {
  try {
    const end = endOfDirectory(zip);
    if (end < 0) return 'unreadable';
    const count = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let left = limit;
    const entries = new Map<string, Buffer>();
    for (let index = 0; index < count; index += 1) {
      if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'unreadable';
      const method = zip.readUInt16LE(at + 10);
      const packedSize = zip.readUInt32LE(at + 20);
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      const local = zip.readUInt32LE(at + 42);
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
      if (zip.readUInt32LE(local) !== LOCAL_HEADER) return 'unreadable';
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      if (start + packedSize > zip.length) return 'unreadable';
      const packed = zip.subarray(start, start + packedSize);
      if (method !== STORED && method !== DEFLATED) return 'unreadable';
      if (method === STORED && packed.length > left) return 'too-large';
      const bytes =
        method === STORED ? packed : inflateRawSync(packed, { maxOutputLength: Math.max(1, left) });
      left -= bytes.length;
      if (left < 0) return 'too-large';
      entries.set(name, bytes);
    }
    return entries;
  } catch (error) {
    return (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unreadable';
  }
};
