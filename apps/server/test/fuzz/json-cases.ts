import fc from 'fast-check';
import { EXTRA_KEYS, RAW_NUMBERS, edgeString, hugeString, weirdValue } from './bad-values';

type JsonPath = (string | number)[];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every path in a JSON value, the root (`[]`) included. */
const pathsOf = (value: unknown, path: JsonPath = []): JsonPath[] => {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (isRecord(value))
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
};

const valueAt = (value: unknown, path: JsonPath): unknown =>
  path.reduce<unknown>((current, key) => (current as Record<string | number, unknown>)[key], value);

/** A copy of `root` with the value at `path` replaced by `change(old)`; `undefined` deletes a key. */
const changeAt = (root: unknown, path: JsonPath, change: (old: unknown) => unknown): unknown => {
  if (path.length === 0) return change(root);
  const copy = structuredClone(root) as Record<string | number, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1] ?? '';
  const next = change(parent[key]);
  if (next === undefined) Reflect.deleteProperty(parent, key);
  else parent[key] = next;
  return copy;
};

/** A JSON number or token written into the text as it is, e.g. `1e309`, `-0` or `NaN`. */
const RAW = '\u0001raw:';
const raw = (token: string) => `${RAW}${token}\u0001`;

/** JSON text of a value; raw tokens go in unquoted. */
export const toJsonText = (value: unknown): string =>
  JSON.stringify(value).replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');

const label = (path: JsonPath) => (path.length === 0 ? '(root)' : `.${path.join('.')}`);

/** Mutations of a valid JSON body: each changes one place, to a wrong type, a huge or odd value. */
export const jsonMutations = (base: unknown): fc.Arbitrary<{ label: string; text: string }> => {
  const paths = pathsOf(base);
  const keyPaths = paths.filter((path) => typeof path.at(-1) === 'string');
  const objectPaths = paths.filter((path) => isRecord(valueAt(base, path)));
  const anyPath = fc.constantFrom(...paths);
  const mutations: fc.Arbitrary<{ label: string; value: unknown }>[] = [
    fc.tuple(anyPath, weirdValue()).map(([path, value]) => ({
      label: `replace ${label(path)}`,
      value: changeAt(base, path, () => value),
    })),
    fc.tuple(anyPath, fc.constantFrom(...RAW_NUMBERS)).map(([path, token]) => ({
      label: `number ${token} at ${label(path)}`,
      value: changeAt(base, path, () => raw(token)),
    })),
    fc.tuple(anyPath, edgeString()).map(([path, text]) => ({
      label: `unicode at ${label(path)}`,
      value: changeAt(base, path, () => text),
    })),
    fc.tuple(anyPath, hugeString()).map(([path, text]) => ({
      label: `huge string (${text.length}) at ${label(path)}`,
      value: changeAt(base, path, () => text),
    })),
  ];
  if (keyPaths.length > 0)
    mutations.push(
      fc
        .constantFrom(...keyPaths)
        .map((path) => ({ label: `missing ${label(path)}`, value: changeAt(base, path, () => undefined) })),
    );
  if (objectPaths.length > 0)
    mutations.push(
      fc
        .tuple(
          fc.constantFrom(...objectPaths),
          fc.oneof(fc.constantFrom(...EXTRA_KEYS), fc.string({ maxLength: 12 })),
          weirdValue(),
        )
        .map(([path, key, value]) => ({
          label: `extra field ${JSON.stringify(key.slice(0, 20))} at ${label(path)}`,
          value: changeAt(base, path, (old) => ({ ...(old as object), [key]: value })),
        })),
    );
  return fc.oneof(...mutations).map(({ label: what, value }) => ({ label: what, text: toJsonText(value) }));
};

/** Texts that are not JSON, or JSON that parsers and validators choke on. */
export const brokenJson = (baseText: string): fc.Arbitrary<{ label: string; text: string }> =>
  fc.oneof(
    fc
      .integer({ min: 0, max: Math.max(0, baseText.length - 1) })
      .map((at) => ({ label: `truncated at ${at}`, text: baseText.slice(0, at) })),
    fc.constantFrom(
      { label: 'empty', text: '' },
      { label: 'blank', text: '  \n ' },
      { label: 'null', text: 'null' },
      { label: 'array', text: '[]' },
      { label: 'string', text: '"body"' },
      { label: 'number', text: '42' },
      { label: 'open brace', text: '{' },
      { label: 'single quotes', text: "{'omschrijving':'x'}" },
      { label: 'trailing comma', text: '{"omschrijving":"x",}' },
      { label: 'comment', text: '{/* x */}' },
      { label: 'byte order mark', text: '\uFEFF{}' },
      { label: 'NaN', text: '{"aspect":NaN}' },
      { label: 'undefined', text: 'undefined' },
      { label: '__proto__', text: '{"__proto__":{"admin":true}}' },
      { label: 'constructor.prototype', text: '{"constructor":{"prototype":{"admin":true}}}' },
      { label: 'duplicate keys', text: `${baseText.slice(0, -1)},"vve":"x","vve":1}` },
      { label: 'deep array', text: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
      { label: 'deep object', text: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
      { label: 'NUL byte', text: '{"a":"\u0000"}' },
      { label: 'escaped lone surrogate', text: '{"omschrijving":"\\ud800"}' },
      { label: 'over the body limit', text: `{"omschrijving":"${'a'.repeat(1024 * 1024 + 10)}"}` },
    ),
  );

/** Content types a JSON route must refuse. */
export const NOT_JSON_TYPES: readonly string[] = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/json-patch+json',
  'text/json',
  'image/png',
  'application/jsonx',
  'json',
  '*/*',
];
