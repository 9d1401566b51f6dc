import { describe, expect, it } from 'vitest';
import { ReportCreate, ReportImage } from './requests';

const messages = (input: unknown): string[] =>
  ReportCreate.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('ReportCreate', () => {
  it('fills the defaults: shared, no attachments', () => {
    expect(ReportCreate.parse({ omschrijving: '  Lekkage  ', vve: 3 })).toEqual({
      omschrijving: 'Lekkage',
      publiclyVisible: true,
      attachmentIds: [],
      vve: 3,
    });
  });

  it('accepts a report without a complex', () => {
    expect(ReportCreate.parse({ omschrijving: 'Lekkage', vve: null }).vve).toBeNull();
  });

  it.each([[''], ['   '], [undefined]])(
    "rejects the description %j with 'No description'",
    (omschrijving) => {
      expect(messages({ omschrijving, vve: null })).toEqual(['No description']);
    },
  );

  it('rejects a description longer than 5000 characters', () => {
    expect(ReportCreate.safeParse({ omschrijving: 'x'.repeat(5001), vve: null }).success).toBe(false);
    expect(ReportCreate.safeParse({ omschrijving: 'x'.repeat(5000), vve: null }).success).toBe(true);
  });

  it('rejects fields that are not part of the payload', () => {
    expect(ReportCreate.safeParse({ omschrijving: 'Lekkage', vve: null, status: 'OPGELOST' }).success).toBe(
      false,
    );
  });

  it('rejects attachment ids that are not positive integers', () => {
    expect(ReportCreate.safeParse({ omschrijving: 'Lekkage', vve: null, attachmentIds: [1.5] }).success).toBe(
      false,
    );
  });
});

describe('ReportImage', () => {
  it('accepts base64 text', () => {
    expect(ReportImage.safeParse('iVBORw0KGgo=').success).toBe(true);
  });

  it('rejects text that still has a data-URL prefix or is empty', () => {
    expect(ReportImage.safeParse('data:image/gif;base64,R0lGOD').success).toBe(false);
    expect(ReportImage.safeParse('').success).toBe(false);
  });
});
