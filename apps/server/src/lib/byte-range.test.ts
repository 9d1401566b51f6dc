import { describe, expect, it } from 'vitest';
import { answerRange } from './byte-range';

const all = (size: number) => ({
  status: 200,
  range: undefined,
  headers: { 'accept-ranges': 'bytes', 'content-length': String(size) },
});

const part = (start: number, end: number, size: number) => ({
  status: 206,
  range: { start, end },
  headers: {
    'accept-ranges': 'bytes',
    'content-length': String(end - start + 1),
    'content-range': `bytes ${start}-${end}/${size}`,
  },
});

const unsatisfiable = (size: number) => ({
  status: 416,
  range: undefined,
  headers: { 'accept-ranges': 'bytes', 'content-range': `bytes */${size}` },
});

describe('answering a Range header', () => {
  it('sends all bytes without one', () => {
    expect(answerRange(1000, {})).toEqual(all(1000));
  });

  it.each([
    ['bytes=0-499', part(0, 499, 1000)],
    ['bytes=500-', part(500, 999, 1000)],
    ['bytes=-200', part(800, 999, 1000)],
    ['bytes=-5000', part(0, 999, 1000)],
    ['bytes=900-5000', part(900, 999, 1000)],
    ['bytes=999-999', part(999, 999, 1000)],
    ['bytes=0-', part(0, 999, 1000)],
    ['BYTES=1-2', part(1, 2, 1000)],
    ['bytes=0-99999999999999999999999', part(0, 999, 1000)],
  ])('sends one range for %s', (range, answer) => {
    expect(answerRange(1000, { range })).toEqual(answer);
  });

  it.each(['bytes=1000-', 'bytes=1000-1200', 'bytes=-0', 'bytes=99999999999999999999999-'])(
    'answers 416 with the size to %s, which lies past the end',
    (range) => {
      expect(answerRange(1000, { range })).toEqual(unsatisfiable(1000));
    },
  );

  it.each([
    'items=0-5',
    'bytes=5-1',
    'bytes=-',
    'bytes=a-b',
    'bytes=0-1,5-6',
    'bytes= 0-1',
    'bytes=0-1-2',
    'bytes=0x10-',
    '',
  ])('ignores what it does not serve, %j, and sends all bytes', (range) => {
    expect(answerRange(1000, { range })).toEqual(all(1000));
  });

  it('sends all bytes when an If-Range comes along: no validator of ours can match it', () => {
    expect(answerRange(1000, { range: 'bytes=0-1', 'if-range': '"abc"' })).toEqual(all(1000));
  });

  it('sends all of a file of no bytes', () => {
    expect(answerRange(0, { range: 'bytes=0-' })).toEqual(all(0));
  });
});
