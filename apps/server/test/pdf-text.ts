import { inflateSync } from 'node:zlib';

/** The characters Windows-1252 has where Latin-1 has control characters (those the reports use). */
const WINDOWS_1252: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};

/** The bytes of a hex string of a PDF text operator, as the standard fonts' Windows-1252 text. */
const hexText = (hex: string) =>
  [...Buffer.from(hex, 'hex')].map((byte) => WINDOWS_1252[byte] ?? String.fromCharCode(byte)).join('');

/**
 * The text a PDF shows, one piece per text operator (`Tj`, `TJ`), from its content streams (inflated when
 * compressed): enough to check what a generated report says, not a general PDF reader.
 */
export const pdfText = (pdf: Buffer): string[] => {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, source.indexOf('endstream', start));
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return bytes.toString('latin1');
    }
  });
  return streams.flatMap((content) =>
    [...content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)].map((operator) =>
      operator[1] === undefined
        ? hexText(operator[2] ?? '')
        : [...operator[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((piece) => hexText(piece[1] ?? '')).join(''),
    ),
  );
};
