import fc from 'fast-check';
import { EXTRA_KEYS, HUGE_LENGTH, edgeString, escapeSegment, hugeString } from './bad-values';
import { corruptImage, type SampleImages } from './upload-cases';

export interface TextBody {
  label: string;
  text: string;
  contentType?: string;
}

const formText = (entries: [string, string][]): string =>
  entries.map(([key, value]) => `${escapeSegment(key)}=${escapeSegment(value)}`).join('&');

/** What a form parser makes of a body: repeated keys become arrays. */
export const parseForm = (text: string): Record<string, string | string[]> => {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const old = fields[key];
    fields[key] = old === undefined ? value : [...(Array.isArray(old) ? old : [old]), value];
  }
  return fields;
};

/** Form bodies made from valid fields: one missing, odd, huge or repeated, extra fields, broken escapes. */
export const formBodies = (base: Record<string, string>): fc.Arbitrary<TextBody> => {
  const keys = Object.keys(base);
  const entries = Object.entries(base);
  const key = fc.constantFrom(...keys);
  const form = 'application/x-www-form-urlencoded';
  const withValue = (name: string, value: string): [string, string][] =>
    entries.map(([k, v]) => [k, k === name ? value : v]);
  return fc.oneof(
    key.map((name) => ({
      label: `missing ${name}`,
      text: formText(entries.filter(([k]) => k !== name)),
      contentType: form,
    })),
    fc.tuple(key, fc.oneof(edgeString(), hugeString())).map(([name, value]) => ({
      label: `odd ${name} (${value.length})`,
      text: formText(withValue(name, value)),
      contentType: form,
    })),
    fc.tuple(key, edgeString()).map(([name, value]) => ({
      label: `repeated ${name}`,
      text: formText([...entries, [name, value]]),
      contentType: form,
    })),
    fc.tuple(fc.constantFrom(...EXTRA_KEYS), edgeString()).map(([name, value]) => ({
      label: `extra field ${JSON.stringify(name.slice(0, 20))}`,
      text: formText([...entries, [name, value]]),
      contentType: form,
    })),
    fc
      .tuple(key, fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%00', '+%2B+', '&&&', '=='))
      .map(([name, broken]) => ({
        label: `broken escape ${broken} in ${name}`,
        text: entries.map(([k, v]) => `${k}=${k === name ? broken : escapeSegment(v)}`).join('&'),
        contentType: form,
      })),
    fc.constantFrom<TextBody>(
      { label: 'empty form', text: '', contentType: form },
      {
        label: 'form over the body limit',
        text: `username=${'a'.repeat(1024 * 1024 + 10)}`,
        contentType: form,
      },
      { label: 'as JSON', text: JSON.stringify(base), contentType: 'application/json' },
      { label: 'as text', text: formText(entries), contentType: 'text/plain' },
      { label: 'as multipart', text: formText(entries), contentType: 'multipart/form-data; boundary=x' },
      { label: 'without a content type', text: formText(entries) },
    ),
  );
};

/** The base64 text of bytes. */
const base64 = (bytes: Buffer) => bytes.toString('base64');

/** Text bodies for an image sent as base64: not base64, no image, a broken image, too large, wrong types. */
export const base64ImageBodies = (images: SampleImages, limit: number): fc.Arbitrary<TextBody> => {
  const text = 'text/plain';
  return fc.oneof(
    edgeString().map((value) => ({ label: 'unicode text', text: value, contentType: text })),
    hugeString().map((value) => ({ label: `huge text (${value.length})`, text: value, contentType: text })),
    fc.uint8Array({ minLength: 1, maxLength: 4096 }).map((bytes) => ({
      label: `base64 of ${bytes.length} random bytes`,
      text: base64(Buffer.from(bytes)),
      contentType: text,
    })),
    corruptImage(images).map(({ label, bytes }) => ({
      label: `base64 of ${label}`,
      text: base64(bytes),
      contentType: text,
    })),
    fc.constantFrom<TextBody>(
      { label: 'empty', text: '', contentType: text },
      { label: 'data URL', text: `data:image/png;base64,${base64(images.png)}`, contentType: text },
      {
        label: 'base64 with line breaks',
        text: base64(images.png).replace(/(.{60})/g, '$1\n'),
        contentType: text,
      },
      { label: 'base64url', text: images.png.toString('base64url'), contentType: text },
      { label: 'padding only', text: '====', contentType: text },
      { label: 'padding in the middle', text: `${base64(images.png)}==AAAA`, contentType: text },
      { label: 'JSON string', text: JSON.stringify(base64(images.png)), contentType: 'application/json' },
      {
        label: 'as form',
        text: `image=${base64(images.png)}`,
        contentType: 'application/x-www-form-urlencoded',
      },
      { label: 'as octet stream', text: base64(images.png), contentType: 'application/octet-stream' },
      { label: 'without a content type', text: base64(images.png) },
      { label: 'one byte over the limit', text: 'A'.repeat(limit + 1), contentType: text },
      {
        label: `${HUGE_LENGTH} letters (base64 of no image)`,
        text: 'A'.repeat(HUGE_LENGTH),
        contentType: text,
      },
    ),
  );
};
