import { describe, expect, it } from 'vitest';
import { ndcToScreen } from './marker-projection';

describe('ndcToScreen', () => {
  it('puts the centre of view in the middle of the canvas', () => {
    expect(ndcToScreen({ x: 0, y: 0, z: 0.5 }, 360, 600)).toEqual({ x: 180, y: 300, visible: true });
  });

  it('puts the top left and bottom right corners at the canvas corners', () => {
    expect(ndcToScreen({ x: -1, y: 1, z: 0 }, 360, 600)).toEqual({ x: 0, y: 0, visible: true });
    expect(ndcToScreen({ x: 1, y: -1, z: 0 }, 360, 600)).toEqual({ x: 360, y: 600, visible: true });
  });

  it('hides a point behind the camera or beyond the far plane', () => {
    expect(ndcToScreen({ x: 0, y: 0, z: 1.2 }, 360, 600).visible).toBe(false);
    expect(ndcToScreen({ x: 0, y: 0, z: -1.5 }, 360, 600).visible).toBe(false);
  });

  it('hides a point beside the canvas', () => {
    expect(ndcToScreen({ x: 1.5, y: 0, z: 0.5 }, 360, 600).visible).toBe(false);
    expect(ndcToScreen({ x: 0, y: -1.01, z: 0.5 }, 360, 600).visible).toBe(false);
  });
});
