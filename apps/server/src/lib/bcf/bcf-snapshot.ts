import { MAX_SNAPSHOT_SIDE } from '@vve/contract/calls/bim';
import { refusal } from '../http-error';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's width and height, from its header chunk; null when the bytes do not start as a PNG. */
const pngSize = (bytes: Buffer): { width: number; height: number } | null => {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

/** A viewpoint's snapshot from its base64 text: a PNG of at most MAX_SNAPSHOT_SIDE pixels a side, else 400. */
export const snapshotBytes = (base64: string): Uint8Array => {
  const bytes = Buffer.from(base64, 'base64');
  const size = pngSize(bytes);
  if (!size || size.width < 1 || size.height < 1 || Math.max(size.width, size.height) > MAX_SNAPSHOT_SIDE) {
    throw refusal('bcfSnapshotNotPng', { pixels: MAX_SNAPSHOT_SIDE });
  }
  return bytes;
};
