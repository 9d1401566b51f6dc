/** Where a marker goes on the canvas, in CSS pixels from its top left corner. */
export interface ScreenPoint {
  x: number;
  y: number;
  /** In front of the camera and on the canvas. */
  visible: boolean;
}

/**
 * A point in normalised device coordinates (three.js `Vector3.project`: −1…1 across, −1…1 up, −1…1 from the
 * near to the far plane) on a canvas of the given size.
 */
export const ndcToScreen = (
  ndc: { x: number; y: number; z: number },
  width: number,
  height: number,
): ScreenPoint => {
  const x = ((ndc.x + 1) / 2) * width;
  const y = ((1 - ndc.y) / 2) * height;
  const visible = ndc.z > -1 && ndc.z < 1 && x >= 0 && x <= width && y >= 0 && y <= height;
  return { x, y, visible };
};
