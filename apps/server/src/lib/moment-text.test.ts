import { describe, expect, it } from 'vitest';
import { momentMatch } from './moment-text';

/** The moment as spec §5's filter compares it: the API's ISO moment, lower-case. */
const momentText = (moment: Date) => moment.toISOString().toLowerCase();

/** A source of numbers that is the same on every run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};

describe('momentMatch: which creation moments a text is part of', () => {
  const random = seeded(7);
  const FROM = Date.UTC(1990, 0, 1);
  const UNTIL = Date.UTC(2040, 0, 1);
  const moments = Array.from({ length: 2000 }, () => new Date(FROM + Math.floor(random() * (UNTIL - FROM))));
  // Moments at the edges of years, months, days (a leap day among them), hours and seconds.
  for (const edge of [
    '2024-02-29T23:59:59.999Z',
    '2024-03-01T00:00:00.000Z',
    '2023-02-28T23:59:59.999Z',
    '2023-12-31T23:59:59.999Z',
    '2024-01-01T00:00:00.000Z',
    '2023-05-17T10:00:00.000Z',
    '2023-05-17T09:59:59.999Z',
    '2000-02-29T12:00:00.000Z',
  ]) {
    moments.push(new Date(edge));
  }
  /** The texts a user may type: every part of those moments' texts, and some that are in none. */
  const texts = new Set([
    'lekkage',
    '54321',
    '2023-13',
    '2023-02-30',
    '2023-02-3',
    '2023-00',
    '0000',
    '05-17',
    '1',
  ]);
  for (const moment of moments.slice(0, 300)) {
    const text = momentText(moment);
    for (let start = 0; start < text.length; start += 1) {
      for (let end = start + 1; end <= text.length; end += 1) texts.add(text.slice(start, end));
    }
  }

  it('answers for every text exactly the moments that have it: none, a range of them, or a match as text', () => {
    const momentTexts = moments.map(momentText);
    const wrong: string[] = [];
    let ranges = 0;
    for (const text of texts) {
      const match = momentMatch(text);
      if (match.kind === 'text') continue;
      if (match.kind === 'range') ranges += 1;
      moments.forEach((moment, index) => {
        const inRange = match.kind === 'range' && moment >= match.from && moment < match.until;
        if (inRange !== momentTexts[index]?.includes(text)) wrong.push(`${text} in ${momentTexts[index]}`);
      });
    }
    expect(wrong).toEqual([]);
    // Every beginning of a moment from its year on is a range.
    expect(ranges).toBeGreaterThan(1000);
  });

  it('takes a text from the year on as the range of moments that begin with it, to the millisecond', () => {
    const range = (text: string) => {
      const match = momentMatch(text);
      return match.kind === 'range' ? [match.from.toISOString(), match.until.toISOString()] : match.kind;
    };
    expect(range('2023')).toEqual(['2023-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z']);
    expect(range('2023-05-17')).toEqual(['2023-05-17T00:00:00.000Z', '2023-05-18T00:00:00.000Z']);
    expect(range('2023-1')).toEqual(['2023-10-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z']);
    expect(range('2024-02-2')).toEqual(['2024-02-20T00:00:00.000Z', '2024-03-01T00:00:00.000Z']);
    expect(range('2023-05-17t2')).toEqual(['2023-05-17T20:00:00.000Z', '2023-05-18T00:00:00.000Z']);
    expect(range('2023-05-17t10:30:00.12')).toEqual(['2023-05-17T10:30:00.120Z', '2023-05-17T10:30:00.130Z']);
    expect(range('2023-05-17t10:30:00.123z')).toEqual([
      '2023-05-17T10:30:00.123Z',
      '2023-05-17T10:30:00.124Z',
    ]);
    expect([range('2023-02-29'), range('2023-13'), range('2023-05-17t24'), range('2023-00')]).toEqual([
      'none',
      'none',
      'none',
      'none',
    ]);
    // Texts that fit elsewhere in a moment too are matched as text.
    expect([range('202'), range('05-17'), range('t'), range('12'), range('10:30')]).toEqual([
      'text',
      'text',
      'text',
      'text',
      'text',
    ]);
    expect([range('lekkage'), range('54321'), range('2023 05')]).toEqual(['none', 'none', 'none']);
  });
});
