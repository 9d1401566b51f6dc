import { describe, expect, it } from 'vitest';
import type { Condition, DefectExtent, DefectIntensity, DefectSeverity } from '../enums';
import {
  aggregateCondition,
  combineConditions,
  conditionOfFactor,
  defectCondition,
  elementCondition,
  isOverdueMaintenance,
  stateOfCondition,
} from './condition-score';

/** The norm's matrix as DOMAIN.md prints it, row by row: severity, intensity, then extent 1 to 5. */
const MATRIX_ROWS: [DefectSeverity, DefectIntensity, Condition[]][] = [
  ['serious', 1, [1, 1, 2, 3, 4]],
  ['serious', 2, [1, 2, 3, 4, 5]],
  ['serious', 3, [2, 3, 4, 5, 6]],
  ['considerable', 1, [1, 1, 1, 2, 3]],
  ['considerable', 2, [1, 1, 2, 3, 4]],
  ['considerable', 3, [1, 2, 3, 4, 5]],
  ['minor', 1, [1, 1, 1, 1, 2]],
  ['minor', 2, [1, 1, 1, 2, 3]],
  ['minor', 3, [1, 1, 2, 3, 4]],
];
const CELLS = MATRIX_ROWS.flatMap(([severity, intensity, row]) =>
  row.map((condition, index) => ({ severity, intensity, extent: (index + 1) as DefectExtent, condition })),
);

describe('defectCondition', () => {
  it('has all 45 cells of the matrix', () => {
    expect(CELLS).toHaveLength(45);
  });

  it.each(CELLS)(
    '$severity, intensity $intensity, extent $extent → $condition',
    ({ condition, ...defect }) => {
      expect(defectCondition(defect)).toBe(condition);
    },
  );

  it('never gets better as a defect gets more serious, more intense or wider', () => {
    const severities: DefectSeverity[] = ['minor', 'considerable', 'serious'];
    for (const cell of CELLS) {
      const worse = [
        { ...cell, extent: Math.min(5, cell.extent + 1) as DefectExtent },
        { ...cell, intensity: Math.min(3, cell.intensity + 1) as DefectIntensity },
        { ...cell, severity: severities[Math.min(2, severities.indexOf(cell.severity) + 1)] ?? 'serious' },
      ];
      for (const defect of worse) expect(defectCondition(defect)).toBeGreaterThanOrEqual(cell.condition);
    }
  });
});

describe('conditionOfFactor', () => {
  it.each([
    [1, 1],
    [1.01, 1],
    [1.0101, 2],
    [1.04, 2],
    [1.0401, 3],
    [1.15, 3],
    [1.1501, 4],
    [1.4, 4],
    [1.4001, 5],
    [1.78, 5],
    [1.7801, 6],
    [2, 6],
  ])('%f → %i', (factor, condition) => {
    expect(conditionOfFactor(factor)).toBe(condition);
  });
});

describe('combineConditions', () => {
  it('computes the worked example: (300·1.3 + 150·1.7 + 250·1.02 + 120·1.1 + 90·1.02 + 10·1.02) / 920 = 1.2326 → 4', () => {
    const combined = combineConditions([
      { condition: 4, weight: 300 },
      { condition: 5, weight: 150 },
      { condition: 2, weight: 250 },
      { condition: 3, weight: 120 },
      { condition: 2, weight: 90 },
      { condition: 2, weight: 10 },
    ]);
    expect(combined.factor).toBeCloseTo(1.2326, 4);
    expect(combined.condition).toBe(4);
  });

  it('refuses to combine nothing', () => {
    expect(() => combineConditions([])).toThrow(RangeError);
    expect(() => combineConditions([{ condition: 3, weight: 0 }])).toThrow(RangeError);
  });
});

describe('elementCondition', () => {
  it('is 1 without defects', () => {
    expect(elementCondition([])).toBe(1);
  });

  it('is the condition of a single defect', () => {
    for (const { condition, ...defect } of CELLS) expect(elementCondition([defect])).toBe(condition);
  });

  it('is never better than its worst defect alone', () => {
    expect(
      elementCondition([
        { severity: 'serious', intensity: 3, extent: 3 },
        { severity: 'minor', intensity: 1, extent: 1 },
      ]),
    ).toBe(4);
  });

  it('gets worse than each defect alone when defects add up', () => {
    // Each alone: considerable, final stage, 10–30 % → 3. Together three parts of 10 % at condition 5 (factor 1.7)
    // and a rest of 70 % at 1: 1.21 → 4.
    const considerable = { severity: 'considerable', intensity: 3, extent: 3 } as const;
    expect(elementCondition([considerable])).toBe(3);
    expect(elementCondition([considerable, considerable])).toBe(3);
    expect(elementCondition([considerable, considerable, considerable])).toBe(4);
  });

  it('scales shares down to the whole element when they add up to more', () => {
    // Two serious defects in final stage over ≥ 70 % each (→ 6): two parts of 50 % at 6, no rest: 2.0 → 6.
    const serious = { severity: 'serious', intensity: 3, extent: 5 } as const;
    expect(elementCondition([serious, serious])).toBe(6);
    // Minor, beginning, ≥ 70 % (→ 2) twice: parts at 2 over the whole element: 1.02 → 2.
    expect(
      elementCondition([
        { severity: 'minor', intensity: 1, extent: 5 },
        { severity: 'minor', intensity: 1, extent: 5 },
      ]),
    ).toBe(2);
  });
});

describe('aggregateCondition', () => {
  const element = (
    condition: Condition,
    replacementValue: number | null,
    quantity: number | null,
    unit = 'm2',
  ) => ({
    condition,
    replacementValue,
    quantity,
    unit,
  });

  it('weighs by replacement value when every element has one', () => {
    expect(aggregateCondition([element(5, 90_000, 10), element(1, 10_000, 990)])).toEqual({
      condition: 5,
      factor: 1.63,
      weighting: 'value',
    });
  });

  it('weighs by quantity when a value is missing and all quantities are in one unit', () => {
    const result = aggregateCondition([element(5, 90_000, 10), element(1, null, 990)]);
    expect(result?.weighting).toBe('quantity');
    expect(result?.factor).toBeCloseTo(1.007, 3);
    expect(result?.condition).toBe(1);
  });

  it('weighs each element the same when units differ or a quantity is missing', () => {
    expect(aggregateCondition([element(5, null, 10, 'm2'), element(1, null, 3, 'st')])).toEqual({
      condition: 4,
      factor: 1.35,
      weighting: 'equal',
    });
    expect(aggregateCondition([element(6, null, null), element(6, null, 3)])?.weighting).toBe('equal');
  });

  it('is null without scored elements', () => {
    expect(aggregateCondition([])).toBeNull();
  });
});

describe('the spec state and overdue maintenance of a condition', () => {
  it.each([
    [1, 'GREAT', false],
    [2, 'GREAT', false],
    [3, 'WARN', false],
    [4, 'WARN', false],
    [5, 'BAD', true],
    [6, 'BAD', true],
  ] as const)('%i is %s, overdue %s', (condition, state, overdue) => {
    expect(stateOfCondition(condition)).toBe(state);
    expect(isOverdueMaintenance(condition)).toBe(overdue);
  });
});
