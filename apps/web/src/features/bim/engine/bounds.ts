import type { Vec3 } from './bcf-camera';

/** An axis-aligned box in the scene. */
export interface Bounds {
  min: Vec3;
  max: Vec3;
}

const AXES = [0, 1, 2] as const;

export const centreOf = ({ min, max }: Bounds): Vec3 => [
  (min[0] + max[0]) / 2,
  (min[1] + max[1]) / 2,
  (min[2] + max[2]) / 2,
];

/** How far a point is from a box: 0 inside it. */
export const distanceTo = ({ min, max }: Bounds, point: Vec3): number =>
  Math.hypot(...AXES.map((axis) => Math.max(min[axis] - point[axis], 0, point[axis] - max[axis])));
