import type { Condition, DefectExtent, DefectIntensity, DefectSeverity } from '../enums';

/**
 * NEN 2767's condition matrix: a defect's condition by its severity and intensity (the rows) and its extent (the
 * columns, 1 to 5). Source and its check: docs/decisions.md (2026-11-29).
 */
export const CONDITION_MATRIX: Record<DefectSeverity, Record<DefectIntensity, readonly Condition[]>> = {
  serious: { 1: [1, 1, 2, 3, 4], 2: [1, 2, 3, 4, 5], 3: [2, 3, 4, 5, 6] },
  considerable: { 1: [1, 1, 1, 2, 3], 2: [1, 1, 2, 3, 4], 3: [1, 2, 3, 4, 5] },
  minor: { 1: [1, 1, 1, 1, 2], 2: [1, 1, 1, 2, 3], 3: [1, 1, 2, 3, 4] },
};

export interface ScoredDefect {
  severity: DefectSeverity;
  intensity: DefectIntensity;
  extent: DefectExtent;
}

/** The condition of one defect, read from the matrix. */
export const defectCondition = ({ severity, intensity, extent }: ScoredDefect): Condition => {
  const condition = CONDITION_MATRIX[severity][intensity][extent - 1];
  if (condition === undefined) throw new RangeError(`no extent ${String(extent)} in the condition matrix`);
  return condition;
};

/** The correction factor of each condition, with which conditions of parts of different sizes are averaged. */
export const CORRECTION_FACTORS: Record<Condition, number> = { 1: 1, 2: 1.02, 3: 1.1, 4: 1.3, 5: 1.7, 6: 2 };

/** The highest average factor of each condition: an average is the first condition whose bound it does not exceed. */
const FACTOR_BOUNDS: readonly (readonly [number, Condition])[] = [
  [1.01, 1],
  [1.04, 2],
  [1.15, 3],
  [1.4, 4],
  [1.78, 5],
];

/** The condition an average correction factor stands for. */
export const conditionOfFactor = (factor: number): Condition =>
  FACTOR_BOUNDS.find(([bound]) => factor <= bound)?.[1] ?? 6;

/** A part of something scored: its condition and how much of the whole it is (an area, a value, a count). */
export interface WeightedCondition {
  condition: Condition;
  weight: number;
}

/** Parts combined by NEN 2767: their correction factors averaged by weight, and that average's condition. */
export const combineConditions = (
  parts: readonly WeightedCondition[],
): { factor: number; condition: Condition } => {
  const total = parts.reduce((sum, part) => sum + part.weight, 0);
  if (parts.length === 0 || total <= 0) throw new RangeError('nothing to combine: no part has a weight');
  const factor =
    parts.reduce((sum, part) => sum + CORRECTION_FACTORS[part.condition] * part.weight, 0) / total;
  return { factor, condition: conditionOfFactor(factor) };
};

/**
 * The share of an element a defect of each extent covers at least: the lower bound of the extent's range
 * (1: < 2 %, taken as 1 %; 2: 2–10 %; 3: 10–30 %; 4: 30–70 %; 5: ≥ 70 %).
 */
export const EXTENT_SHARES: Record<DefectExtent, number> = { 1: 0.01, 2: 0.02, 3: 0.1, 4: 0.3, 5: 0.7 };

/**
 * An element's condition from its defects, by NEN 2767's split of the element into parts: each defect's part
 * (the share its extent covers at least) in the condition the defect reaches over the whole element (the matrix at
 * extent 5), the defect-free rest in condition 1, their correction factors averaged by share; never better than
 * its worst defect alone. Shares that add up to more than the whole are scaled down to it. One defect alone gives
 * exactly its matrix cell; several add up. Without defects an element is in condition 1.
 */
export const elementCondition = (defects: readonly ScoredDefect[]): Condition => {
  if (defects.length === 0) return 1;
  const worst = Math.max(...defects.map(defectCondition)) as Condition;
  const shares = defects.map((defect) => EXTENT_SHARES[defect.extent]);
  const scale = Math.max(
    1,
    shares.reduce((sum, share) => sum + share, 0),
  );
  const parts = defects.map((defect, index) => ({
    condition: defectCondition({ ...defect, extent: 5 }),
    weight: (shares[index] ?? 0) / scale,
  }));
  const rest = 1 - parts.reduce((sum, part) => sum + part.weight, 0);
  const { condition } = combineConditions([...parts, { condition: 1, weight: rest }]);
  return Math.max(condition, worst) as Condition;
};

/** What an aggregate's parts were weighed by: replacement value, quantity (all in one unit), or each the same. */
export type ConditionWeighting = 'value' | 'quantity' | 'equal';

export interface ScoredElement {
  condition: Condition;
  replacementValue: number | null;
  quantity: number | null;
  unit: string | null;
}

/**
 * An aspect's or a complex's condition from its scored elements: weighed by replacement value when every element
 * has one, else by quantity when every element has one in the same unit, else each element the same. Null when
 * no element is scored.
 */
export const aggregateCondition = (
  elements: readonly ScoredElement[],
): { condition: Condition; factor: number; weighting: ConditionWeighting } | null => {
  if (elements.length === 0) return null;
  const weighting: ConditionWeighting = elements.every((element) => (element.replacementValue ?? 0) > 0)
    ? 'value'
    : elements.every((element) => (element.quantity ?? 0) > 0 && element.unit === elements[0]?.unit)
      ? 'quantity'
      : 'equal';
  const weightOf = (element: ScoredElement) =>
    weighting === 'value'
      ? (element.replacementValue ?? 0)
      : weighting === 'quantity'
        ? (element.quantity ?? 0)
        : 1;
  const combined = combineConditions(
    elements.map((element) => ({ condition: element.condition, weight: weightOf(element) })),
  );
  return { ...combined, weighting };
};

/** The spec's element state a condition stands for: 1–2 GREAT, 3–4 WARN, 5–6 BAD. */
export const stateOfCondition = (condition: Condition): 'GREAT' | 'WARN' | 'BAD' =>
  condition <= 2 ? 'GREAT' : condition <= 4 ? 'WARN' : 'BAD';

/** Conditions of 5 and worse are overdue maintenance ('achterstallig onderhoud', SBR Wonen). */
export const isOverdueMaintenance = (condition: Condition): boolean => condition >= 5;
