/** A point or size in metres: x east, y north, z up. */
export type Vec3 = [number, number, number];

/** An axis-aligned box in world coordinates. */
export interface Box {
  min: Vec3;
  max: Vec3;
}

export const box = (min: Vec3, max: Vec3): Box => ({ min, max });

export const boxCenter = (value: Box): Vec3 => [
  (value.min[0] + value.max[0]) / 2,
  (value.min[1] + value.max[1]) / 2,
  (value.min[2] + value.max[2]) / 2,
];

export const boxSize = (value: Box): Vec3 => [
  value.max[0] - value.min[0],
  value.max[1] - value.min[1],
  value.max[2] - value.min[2],
];

/** The smallest box around all `boxes` (at least one). */
export const boxUnion = (boxes: readonly Box[]): Box => {
  const [first, ...rest] = boxes;
  if (!first) throw new Error('boxUnion needs at least one box');
  const min: Vec3 = [...first.min];
  const max: Vec3 = [...first.max];
  for (const other of rest) {
    for (let axis = 0; axis < 3; axis += 1) {
      min[axis] = Math.min(min[axis] ?? 0, other.min[axis] ?? 0);
      max[axis] = Math.max(max[axis] ?? 0, other.max[axis] ?? 0);
    }
  }
  return { min, max };
};
