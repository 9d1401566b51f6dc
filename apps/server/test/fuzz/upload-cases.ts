import fc from 'fast-check';
import { makeImage } from '../images';
import { UNICODE_EDGES, edgeString } from './bad-values';

/** Real images to corrupt and to send in the wrong way. */
export interface SampleImages {
  png: Buffer;
  jpeg: Buffer;
}

/** A PNG and a JPEG of 64 × 48 pixels. */
export const sampleImages = async (): Promise<SampleImages> => ({
  png: await makeImage('png'),
  jpeg: await makeImage('jpeg'),
});

export interface UploadBody {
  label: string;
  payload: Buffer | string;
  contentType?: string;
  /**
   * Contents of the kind the call takes: a damaged image that a decoder may still read (JPEG decoders
   * accept truncated files), or a PDF by its first bytes. It may be stored.
   */
  mayBeAccepted?: boolean;
}

/** What an upload call takes: photos, a PDF, or a document (a PDF or an image, among others). */
export type UploadKind = 'image' | 'pdf' | 'document';

/** Whether a call that takes `kind` may still read contents readable as `readableAs`. */
const takes = (kind: UploadKind, readableAs: Contents['readableAs']): boolean =>
  readableAs !== undefined && (kind === readableAs || kind === 'document');

/** Bytes to upload; `readableAs` when a call that takes that kind may still read them. */
interface Contents {
  label: string;
  bytes: Buffer;
  readableAs?: UploadKind;
}

const BOUNDARY = '----vvefuzz7MA4YWxkTrZu0gW';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

interface Part {
  field: string;
  /** Undefined for a plain (non-file) field. */
  filename?: string;
  type?: string;
  bytes: Buffer;
}

const partBytes = (part: Part): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"${
        part.filename === undefined ? '' : `; filename="${part.filename}"`
      }\r\n${part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`}\r\n`,
      'utf8',
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);

const multipartOf = (parts: Part[]): Buffer =>
  Buffer.concat([...parts.map(partBytes), Buffer.from(`--${BOUNDARY}--\r\n`)]);

/** Images broken in ways decoders trip over: cut short, bytes flipped, a header claiming 65535² pixels. */
export const corruptImage = (images: SampleImages): fc.Arbitrary<Contents> =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom<keyof SampleImages>('png', 'jpeg'), fc.integer({ min: 1, max: 400 }))
      .map(([format, at]) => ({
        label: `${format} cut at ${at}`,
        bytes: images[format].subarray(0, at),
        readableAs: 'image' as const,
      })),
    fc
      .tuple(
        fc.constantFrom<keyof SampleImages>('png', 'jpeg'),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }),
      )
      .map(([format, flips]) => {
        const bytes = Buffer.from(images[format]);
        for (const [at, value] of flips) bytes[8 + (at % (bytes.length - 8))] = value;
        return { label: `${format} with ${flips.length} bytes changed`, bytes, readableAs: 'image' as const };
      }),
    fc.constant(null).map(() => {
      const bytes = Buffer.from(images.png);
      // IHDR width and height at 16 and 20.
      bytes.writeUInt32BE(65_535, 16);
      bytes.writeUInt32BE(65_535, 20);
      return { label: 'png claiming 65535x65535 pixels', bytes };
    }),
    fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((junk) => ({
      label: `png magic and ${junk.length} junk bytes`,
      bytes: Buffer.concat([images.png.subarray(0, 8), junk]),
    })),
    fc.uint8Array({ minLength: 0, maxLength: 2048 }).map((junk) => ({
      label: `jpeg magic and ${junk.length} junk bytes`,
      bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), junk]),
    })),
  );

/** File contents that are no photo or video (or no IFC model): junk, scripts, executables, broken images. */
const badContents = (images: SampleImages): fc.Arbitrary<Contents> =>
  fc.oneof(
    fc
      .uint8Array({ maxLength: 4096 })
      .map((bytes) => ({ label: `${bytes.length} random bytes`, bytes: Buffer.from(bytes) })),
    fc.constantFrom<Contents>(
      { label: 'empty file', bytes: Buffer.alloc(0) },
      {
        label: 'svg with script',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      { label: 'html', bytes: Buffer.from('<!doctype html><script>alert(1)</script>') },
      { label: 'windows executable', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]) },
      {
        label: 'elf executable',
        bytes: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(200)]),
      },
      { label: 'zip', bytes: Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]) },
      { label: 'gif/js polyglot', bytes: Buffer.from('GIF89a/*\u0000\u0000*/=alert(1)//') },
      { label: 'pdf', bytes: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj'), readableAs: 'pdf' },
      { label: 'broken IFC header', bytes: Buffer.from('ISO-10303-21;\nHEADER;\nFILE_SCHEMA((') },
      {
        label: 'IFC without schema',
        bytes: Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;'),
      },
    ),
    corruptImage(images),
  );

/** File names that a server must refuse, or survive. */
const BAD_FILE_NAMES: readonly string[] = [
  '../../etc/passwd',
  '..\\..\\win.ini',
  '/abs/path.jpg',
  'a/b.jpg',
  'nul\u0000.jpg',
  'tab\t.jpg',
  'line\nbreak.jpg',
  '\u202Egpj.exe',
  '',
  '.',
  '..',
  'CON',
  'x'.repeat(100_000),
];

const fileName = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...BAD_FILE_NAMES),
    edgeString(),
    fc.constantFrom(...UNICODE_EDGES).map((edge) => `photo${edge}.jpg`),
  );

/**
 * Names with control characters: even a real image under such a name is refused. (A name with a
 * path is not: the multipart parser keeps only its base name.)
 */
const refusedFileName = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...BAD_FILE_NAMES.filter((name) => /[^\P{Cc}\r\n]/u.test(name))),
    fc
      .tuple(
        fc.stringMatching(/^[a-z]{0,8}$/),
        fc.integer({ min: 0, max: 0x1f }).filter((code) => code !== 10 && code !== 13),
      )
      .map(([stem, code]) => `${stem}${String.fromCharCode(code)}.png`),
  );

const CLAIMED_TYPES = [
  'image/jpeg',
  'image/png',
  'video/mp4',
  'application/octet-stream',
  'image/svg+xml',
  'text/html',
];

/**
 * Multipart bodies that must be refused: bad files, real images under refused names or in the wrong
 * field, too many files or fields, broken framing, and other content types.
 */
export const uploadBodies = (
  field: string,
  images: SampleImages,
  kind: UploadKind,
): fc.Arbitrary<UploadBody> => {
  const badFile = fc
    .tuple(badContents(images), fileName(), fc.constantFrom(...CLAIMED_TYPES))
    .map(([contents, filename, type]) => ({
      label: `${contents.label} as ${JSON.stringify(filename.slice(0, 30))}`,
      payload: multipartOf([{ field, filename, type, bytes: contents.bytes }]),
      contentType: MULTIPART,
      mayBeAccepted: takes(kind, contents.readableAs) && !/\p{Cc}/u.test(filename),
    }));
  const goodImageRefusedName = fc
    .tuple(refusedFileName(), fc.constantFrom<keyof SampleImages>('png', 'jpeg'))
    .map(([filename, format]) => ({
      label: `${format} named ${JSON.stringify(filename.slice(0, 30))}`,
      payload: multipartOf([{ field, filename, type: `image/${format}`, bytes: images[format] }]),
      contentType: MULTIPART,
    }));
  const wrongField = fc
    .oneof(fc.constantFrom('file', 'files', 'upload', '', 'files[]', 'FILES'), edgeString())
    .filter((name) => name !== field)
    .map((name) => ({
      label: `image in field ${JSON.stringify(name.slice(0, 20))}`,
      payload: multipartOf([{ field: name, filename: 'photo.png', type: 'image/png', bytes: images.png }]),
      contentType: MULTIPART,
    }));
  const tooMany = fc.integer({ min: 21, max: 30 }).map((count) => ({
    label: `${count} files, one of them broken`,
    payload: multipartOf([
      ...Array.from({ length: count - 1 }, (_, index) => ({
        field,
        filename: `photo${index}.png`,
        type: 'image/png',
        bytes: images.png,
      })),
      { field, filename: 'broken.png', type: 'image/png', bytes: images.png.subarray(0, 20) },
    ]),
    contentType: MULTIPART,
  }));
  const tooManyFields = fc.integer({ min: 11, max: 40 }).map((count) => ({
    label: `${count} text fields`,
    payload: multipartOf(
      Array.from({ length: count }, (_, index) => ({ field: `f${index}`, bytes: Buffer.from('x') })),
    ),
    contentType: MULTIPART,
  }));
  const textInsteadOfFile = edgeString().map((text) => ({
    label: 'a text field instead of a file',
    payload: multipartOf([{ field, bytes: Buffer.from(text) }]),
    contentType: MULTIPART,
  }));
  const image = multipartOf([{ field, filename: 'photo.png', type: 'image/png', bytes: images.png }]);
  const broken = fc.oneof(
    fc.integer({ min: 0, max: image.length - 10 }).map((at) => ({
      label: `cut at ${at} of ${image.length}`,
      payload: image.subarray(0, at),
      contentType: MULTIPART,
    })),
    fc.constantFrom<UploadBody>(
      {
        label: 'no closing boundary',
        payload: image.subarray(0, image.length - BOUNDARY.length - 6),
        contentType: MULTIPART,
      },
      { label: 'only the closing boundary', payload: `--${BOUNDARY}--\r\n`, contentType: MULTIPART },
      { label: 'empty body', payload: '', contentType: MULTIPART },
      { label: 'no boundary parameter', payload: image, contentType: 'multipart/form-data' },
      { label: 'another boundary', payload: image, contentType: 'multipart/form-data; boundary=other' },
      { label: 'empty boundary', payload: image, contentType: 'multipart/form-data; boundary=' },
      {
        label: 'huge boundary',
        payload: image,
        contentType: `multipart/form-data; boundary=${'b'.repeat(100_000)}`,
      },
      {
        label: 'part without Content-Disposition',
        payload: `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`,
        contentType: MULTIPART,
      },
      {
        label: 'header line of 100 kB',
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nX-Pad: ${'p'.repeat(100_000)}\r\n\r\nxyz\r\n--${BOUNDARY}--\r\n`,
        contentType: MULTIPART,
      },
      { label: 'garbage', payload: Buffer.from('\u0000\u0001garbage\r\n\r\n--'), contentType: MULTIPART },
      { label: 'multipart/mixed', payload: image, contentType: `multipart/mixed; boundary=${BOUNDARY}` },
    ),
  );
  const wrongType = fc.constantFrom<UploadBody>(
    { label: 'JSON', payload: '{"files":[]}', contentType: 'application/json' },
    { label: 'text', payload: 'files', contentType: 'text/plain' },
    { label: 'form', payload: 'files=a.png', contentType: 'application/x-www-form-urlencoded' },
    { label: 'raw image', payload: images.png, contentType: 'image/png' },
    { label: 'raw image without a type', payload: images.png },
    { label: 'no body at all', payload: '' },
  );
  return fc.oneof(
    { arbitrary: badFile, weight: 5 },
    { arbitrary: goodImageRefusedName, weight: 1 },
    { arbitrary: wrongField, weight: 1 },
    { arbitrary: tooMany, weight: 1 },
    { arbitrary: tooManyFields, weight: 1 },
    { arbitrary: textInsteadOfFile, weight: 1 },
    { arbitrary: broken, weight: 3 },
    { arbitrary: wrongType, weight: 2 },
  );
};
