import { describe, expect, it } from 'vitest';
import { boxAround, cameraLookingAt } from './demo-viewpoints';

const dot = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * (b[index] ?? 0), 0);

describe('cameraLookingAt', () => {
  const building = boxAround([
    { center: [0, 0, 0], size: [2, 2, 2] },
    { center: [20, 10, 12], size: [2, 2, 2] },
  ]);
  const window = {
    center: [21, 5, 6] as [number, number, number],
    size: [0.1, 1.2, 1.4] as [number, number, number],
  };

  it('stands outside the building on the element’s side, a little higher, looking at it', () => {
    const camera = cameraLookingAt(window, building);
    expect(camera.position[0]).toBeGreaterThan(window.center[0]);
    expect(camera.position[2]).toBeGreaterThan(window.center[2]);
    const toElement = window.center.map((value, axis) => value - (camera.position[axis] ?? 0));
    const length = Math.hypot(...toElement);
    expect(dot(camera.direction, toElement) / length).toBeCloseTo(1, 3);
  });

  it('faces a window in a wall square on, from the outside', () => {
    const front = {
      center: [10, -0.15, 4] as [number, number, number],
      size: [1.8, 0.1, 1.2] as [number, number, number],
    };
    const camera = cameraLookingAt(front, building);
    expect(camera.position[0]).toBeCloseTo(10, 3);
    expect(camera.position[1]).toBeLessThan(-5);
    expect(camera.direction[1]).toBeGreaterThan(0.9);
  });

  it('gives a unit up vector at right angles to the direction, pointing up', () => {
    const camera = cameraLookingAt(window, building);
    expect(Math.hypot(...camera.up)).toBeCloseTo(1, 3);
    expect(dot(camera.up, camera.direction)).toBeCloseTo(0, 3);
    expect(camera.up[2]).toBeGreaterThan(0.5);
  });
});

describe('boxAround', () => {
  it('spans all boxes', () => {
    expect(
      boxAround([
        { center: [0, 0, 0], size: [2, 2, 2] },
        { center: [10, 0, 5], size: [2, 4, 2] },
      ]),
    ).toEqual({ center: [5, 0, 2.5], size: [12, 4, 7] });
  });
});
