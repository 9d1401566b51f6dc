import { describe, expect, it } from 'vitest';
import { IMPORT_REASONS, importReasonOf } from './import-reasons';
import { crossRowErrors, parseImportRow, readImportHeader, type ImportCells } from './import-rows';

const tenant = {
  complex: 'VvE De Kade',
  unit_index: 'K-01',
  unit_address: 'Kade 1',
  name: 'Sara Yilmaz',
  email: 'sara@example.nl',
  relation: 'tenant',
  rent: '1150,50',
  start_date: '2026-01-01',
};

/** A bad value for every column that checks its text, each a reason of its own. */
const badCells: ImportCells[] = [
  { ...tenant, name: 'x'.repeat(256) },
  { ...tenant, name: 'Sara\nYilmaz' },
  { ...tenant, email: 'sara-at-example.nl' },
  { ...tenant, email: `${'s'.repeat(250)}@example.nl` },
  { ...tenant, language: 'es' },
  { ...tenant, relation: 'landlord' },
  { ...tenant, rent: '1.150,50' },
  { ...tenant, start_date: '1-1-2026' },
  { ...tenant, start_date: '1899-12-31' },
  { ...tenant, end_date: '2025-12-31' },
  { ...tenant, notice_period_months: '25' },
  { ...tenant, notice_period_months: 'two' },
  { ...tenant, landlord_account: 'NL91ABNA0417164301' },
  { ...tenant, automatic_collection: 'maybe' },
  { ...tenant, relation: 'owner' },
  { complex: 'VvE De Kade', unit_index: 'K-01', unit_address: 'Kade 1', rent: '900' },
  { complex: 'VvE De Kade', unit_address: 'Kade 1' },
];

describe('import reasons', () => {
  it('give every reason the rules write a code of its own, never the catch-all', () => {
    const messages = [
      ...badCells.flatMap((cells, index) => parseImportRow(index + 2, cells).errors),
      ...readImportHeader(['complex', 'unit_index', 'email', 'email', 'huur']).errors,
      ...crossRowErrors(
        [
          { ...tenant, unit_address: 'Kade 1' },
          { ...tenant, unit_address: 'Kade 2', name: 'Sara Y.', language: 'en' },
        ].map((cells, index) => {
          const { value } = parseImportRow(index + 2, cells);
          if (!value) throw new Error(`row ${index + 2} does not parse`);
          return value;
        }),
      ),
    ].map((error) => error.message);
    const codes = messages.map(importReasonOf);
    expect(codes).not.toContain('invalid');
    expect(new Set(codes).size).toBeGreaterThanOrEqual(20);
  });

  it('are each one text, so that a code is found again from its text', () => {
    const texts = Object.values(IMPORT_REASONS);
    expect(new Set(texts).size).toBe(texts.length);
    for (const [code, text] of Object.entries(IMPORT_REASONS)) expect(importReasonOf(text)).toBe(code);
    expect(importReasonOf('Something no rule writes.')).toBe('invalid');
  });
});
