import { describe, expect, it } from 'vitest';
import { findNul } from './nul-guard';

describe('findNul', () => {
  it('answers the path of the first text with NUL', () => {
    expect(findNul({ a: 'x', b: [{ c: 'y' }, { d: 'z\u0000' }] }, 'body')).toBe('body.b.1.d');
    expect(findNul('\u0000', 'body')).toBe('body');
  });

  it('answers undefined for texts without NUL, numbers, null and buffers', () => {
    expect(findNul({ a: 'x', b: 1, c: null, d: [true] }, 'body')).toBeUndefined();
    expect(findNul(Buffer.from([0, 0]), 'body')).toBeUndefined();
    expect(findNul(undefined, 'body')).toBeUndefined();
  });

  it('walks input nested far deeper than the call stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(findNul(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
