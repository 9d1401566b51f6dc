import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './text-guard';

const NUL = 'textWithNul';
const HALF = 'textWithHalfSurrogate';

describe('findUnstorableText', () => {
  it('answers the path of the first text with NUL', () => {
    expect(findUnstorableText({ a: 'x', b: [{ c: 'y' }, { d: 'z\u0000' }] }, 'body')).toEqual({
      at: 'body.b.1.d',
      problem: NUL,
    });
    expect(findUnstorableText('\u0000', 'body')).toEqual({ at: 'body', problem: NUL });
  });

  it.each([
    ['a lone high half', '\ud800'],
    ['a lone low half', 'x\udc00y'],
    ['a high half before another high half', '\ud83d\ud83d\ude00'],
    ['an emoji cut in half at the end', `Lekkage ${'😀'.repeat(3)}`.slice(0, -1)],
  ])('answers the path of a text with %s', (_name, text) => {
    expect(findUnstorableText({ omschrijving: text }, 'body')).toEqual({
      at: 'body.omschrijving',
      problem: HALF,
    });
  });

  it('looks at the names of fields too', () => {
    expect(findUnstorableText(JSON.parse('{"a":{"\\ud800":1}}'), 'body')).toEqual({
      at: 'body.a.\ud800',
      problem: HALF,
    });
  });

  it('answers undefined for whole emoji, texts without NUL, numbers, null and buffers', () => {
    expect(findUnstorableText({ a: '😀👨‍👩‍👧 🇳🇱', b: 1, c: null, d: [true] }, 'body')).toBeUndefined();
    expect(findUnstorableText(Buffer.from([0, 0]), 'body')).toBeUndefined();
    expect(findUnstorableText(undefined, 'body')).toBeUndefined();
  });

  it('walks input nested far deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findUnstorableText(deep, 'body')?.at).toMatch(/^body(\.0)+$/);
  });
});
