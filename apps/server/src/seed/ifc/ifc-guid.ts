import { createHash } from 'node:crypto';

/** The IFC base64 alphabet of compressed GlobalIds (not RFC 4648). */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';

/** A fixed namespace (RFC 4122 name-based UUIDs) for the generated buildings. */
const NAMESPACE = Buffer.from('6f1c2a3e5b7d4c8e9a0b1c2d3e4f5a6b', 'hex');

const encode = (value: number, digits: number): string => {
  let text = '';
  let rest = value;
  for (let index = 0; index < digits; index += 1) {
    text = ALPHABET.charAt(rest % 64) + text;
    rest = Math.floor(rest / 64);
  }
  return text;
};

/** Compresses 16 bytes (a UUID) into the 22-character IFC GlobalId form. */
export const compressGuid = (bytes: Uint8Array): string => {
  if (bytes.length !== 16) throw new Error('A GUID has 16 bytes');
  const byte = (index: number): number => bytes[index] ?? 0;
  let text = encode(byte(0), 2);
  for (let index = 1; index < 16; index += 3) {
    text += encode(byte(index) * 65536 + byte(index + 1) * 256 + byte(index + 2), 4);
  }
  return text;
};

/**
 * A stable GlobalId for `path` within the model of `seed`: a name-based (version 5) UUID of
 * `seed/path`, compressed. The same seed and path always give the same id.
 */
export const ifcGuid = (seed: string, path: string): string => {
  const digest = createHash('sha1').update(NAMESPACE).update(`${seed}/${path}`, 'utf8').digest();
  const bytes = new Uint8Array(digest.subarray(0, 16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  return compressGuid(bytes);
};
