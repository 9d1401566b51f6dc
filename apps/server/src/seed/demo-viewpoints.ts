import type { Vector3, ViewpointCamera } from '@vve/contract/calls/bim';

/** An axis-aligned box: its centre and size, in metres. */
export interface Box {
  center: Vector3;
  size: Vector3;
}

const minus = (a: Vector3, b: Vector3): Vector3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vector3, b: Vector3): Vector3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (v: Vector3): Vector3 => {
  const length = Math.hypot(...v);
  return [v[0] / length, v[1] / length, v[2] / length];
};
const round = (v: Vector3): Vector3 => [
  Math.round(v[0] * 1e4) / 1e4,
  Math.round(v[1] * 1e4) / 1e4,
  Math.round(v[2] * 1e4) / 1e4,
];

const FIELD_OF_VIEW = 60;

/**
 * The horizontal direction an element faces, away from the building: across a thin element (a window
 * or door in its wall), else from the building's middle through the element.
 */
const facing = (element: Box, building: Box): [number, number] => {
  const [dx, dy] = minus(element.center, building.center);
  const [width, depth] = element.size;
  if (depth < width / 4) return [0, dy < 0 ? -1 : 1];
  if (width < depth / 4) return [dx < 0 ? -1 : 1, 0];
  if (Math.hypot(dx, dy) < 1e-6) return [1, 0];
  const [east, north] = normalize([dx, dy, 0]);
  return [east, north];
};

/**
 * A BCF camera (Z up) that looks at an element from outside the building, square to the façade it
 * sits in, a little from above, far enough to see the element and what is around it.
 */
export const cameraLookingAt = (element: Box, building: Box): ViewpointCamera => {
  const [east, north] = facing(element, building);
  const reach = Math.max(14, 4 * Math.max(...element.size));
  const position: Vector3 = [
    element.center[0] + east * reach,
    element.center[1] + north * reach,
    element.center[2] + reach * 0.3,
  ];
  const direction = normalize(minus(element.center, position));
  const right = normalize(cross(direction, [0, 0, 1]));
  return {
    position: round(position),
    direction: round(direction),
    up: round(normalize(cross(right, direction))),
    fieldOfView: FIELD_OF_VIEW,
  };
};

const axes = [0, 1, 2] as const;

/** The box around boxes. */
export const boxAround = (boxes: readonly Box[]): Box => {
  const low = axes.map((axis) => Math.min(...boxes.map((box) => box.center[axis] - box.size[axis] / 2)));
  const high = axes.map((axis) => Math.max(...boxes.map((box) => box.center[axis] + box.size[axis] / 2)));
  const [x0 = 0, y0 = 0, z0 = 0] = low;
  const [x1 = 0, y1 = 0, z1 = 0] = high;
  return { center: [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2], size: [x1 - x0, y1 - y0, z1 - z0] };
};
