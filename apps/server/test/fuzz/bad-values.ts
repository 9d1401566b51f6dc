import fc from 'fast-check';

/** At least this many characters make a string "huge": far above every limit of the contract. */
export const HUGE_LENGTH = 100_000;

/** Texts that break naive string handling: lone surrogates, bidi marks, NUL, emoji, combining marks. */
export const UNICODE_EDGES: readonly string[] = [
  '\uD800',
  '\uDFFF',
  'a\uDC00b',
  '\u202Eevil.exe\u202C',
  '\u200F\u200E\u061C',
  '\u0000',
  'nul\u0000in the middle',
  '\u0007\u001B[31m\u007F',
  '💩',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301',
  'Z̴̡̛͉̲̈́a̷̢̛͍͌l̸̨̛̞̓g̵̢̛̱̈́o̷̢̧̓',
  '\uFEFF',
  '\uFFFE\uFFFF',
  '\u2028\u2029',
  '\r\n\t ',
  '   ',
  '',
  "'; DROP TABLE reports; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${jndi:ldap://x}',
];

/** A string of at least HUGE_LENGTH characters, of one repeated (possibly multi-unit) text. */
export const hugeString = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom('a', 'é', '💩', '\u0000', '\uD800', 'x'), fc.integer({ min: 0, max: 50_000 }))
    .map(([unit, extra]) => unit.repeat(Math.ceil((HUGE_LENGTH + extra) / unit.length)));

/** Unicode edge cases, alone or around ordinary text. */
export const edgeString = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...UNICODE_EDGES),
    fc
      .tuple(fc.constantFrom(...UNICODE_EDGES), fc.string({ maxLength: 20 }))
      .map(([edge, text]) => `${text}${edge}${text}`),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
  );

/** Number tokens written into JSON text as they are: some are not JSON at all. */
export const RAW_NUMBERS: readonly string[] = [
  '1e308',
  '-1e308',
  '1e309',
  '-0',
  '0',
  '-1',
  '0.5',
  '1e-400',
  '2147483648',
  '2147483647',
  '-2147483649',
  '9007199254740993',
  '99999999999',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1_000',
  '01',
  '.5',
  '+1',
];

/** Any JSON-ish value of a type a field does not expect, including huge and odd ones. */
export const weirdValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    {
      arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, '', [], {}, '1', 'true', 'null'),
      weight: 3,
    },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, -0), weight: 2 },
    { arbitrary: edgeString(), weight: 3 },
    { arbitrary: hugeString(), weight: 1 },
    { arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }), weight: 1 },
    {
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
      weight: 1,
    },
    { arbitrary: fc.array(fc.integer(), { minLength: 2001, maxLength: 2100 }), weight: 1 },
  );

/** Keys that a body must not accept: fields that decide ownership, and prototype tricks. */
export const EXTRA_KEYS: readonly string[] = [
  'id',
  'userId',
  'ownerId',
  'createdBy',
  'status',
  'nr',
  'roles',
  'draft',
  'createdAt',
  'constructor',
  '__proto__',
  'prototype',
  '',
  '💩',
  '\u0000',
  'a'.repeat(1000),
];

/**
 * Percent-encodes the UTF-8 bytes of a text for a URL (lone surrogates become U+FFFD); dots too, so
 * that no `..` segment is resolved before the server sees it.
 */
export const escapeSegment = (text: string): string =>
  encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8')).replace(
    /[.!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * Path segments that are not ids, as they appear in a URL (percent escapes included): words,
 * number notations, overflows, escapes of NUL, slashes and broken UTF-8, and huge ones.
 */
export const BAD_ID_SEGMENTS: readonly string[] = [
  'abc',
  '1e3',
  '1e308',
  '1e20',
  '-1',
  '0',
  '-0',
  '1.5',
  '99999999999',
  '2147483648',
  '9007199254740993',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '%00',
  '1%00',
  '..%2F',
  '..%2F..%2Fetc%2Fpasswd',
  '%2E%2E',
  '%20',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F0%9F%92%A9',
  '%E2%80%AE1',
  '%EF%BB%BF1',
  "1'",
  '1%27%20OR%201%3D1',
  '1;select',
  '%5B%5D',
  '%7B%7D',
  '9'.repeat(400),
];

/** A bad path segment: a known one, a negative or overflowing number, or arbitrary text escaped. */
export const badIdSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...BAD_ID_SEGMENTS), weight: 6 },
    { arbitrary: fc.integer({ min: -(2 ** 31), max: 0 }).map(String), weight: 1 },
    { arbitrary: fc.bigInt({ min: 2n ** 31n, max: 2n ** 70n }).map(String), weight: 1 },
    { arbitrary: fc.double({ noInteger: true }).map(String).map(escapeSegment), weight: 1 },
    {
      arbitrary: fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
        .filter((text) => !/^\s*\d*\s*$/.test(text))
        .map(escapeSegment),
      weight: 2,
    },
    { arbitrary: hugeString().map((text) => escapeSegment(text.slice(0, HUGE_LENGTH))), weight: 1 },
  );
