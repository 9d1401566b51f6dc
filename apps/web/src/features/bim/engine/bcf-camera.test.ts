import { describe, expect, it } from 'vitest';
import {
  bcfToSceneCamera,
  ifcDirectionToThree,
  ifcPointToThree,
  NO_OFFSET,
  sceneToBcfCamera,
  threeDirectionToIfc,
  threePointToIfc,
  type Vec3,
} from './bcf-camera';

const expectClose = (actual: readonly number[], expected: readonly number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => {
    expect(value).toBeCloseTo(expected[index] ?? Number.NaN, 9);
  });
};

// The offset of duplex.ifc's fragments (its getCoordinates()).
const duplex: Vec3 = [-2.514, -3.26159, -11.63495];

describe('bcf-camera', () => {
  it('turns IFC up (+Z) into three.js up (+Y), and IFC north (+Y) into three.js −Z', () => {
    expectClose(ifcDirectionToThree([0, 0, 1]), [0, 1, 0]);
    expectClose(ifcDirectionToThree([0, 1, 0]), [0, 0, -1]);
    expectClose(ifcDirectionToThree([1, 0, 0]), [1, 0, 0]);
    expectClose(threeDirectionToIfc([0, 1, 0]), [0, 0, 1]);
    expectClose(threeDirectionToIfc([0, 0, -1]), [0, 1, 0]);
  });

  it("places an IFC point where the importer put it: Y-up plus the model's offset", () => {
    // A vertex of a door of duplex.ifc: IFC (8.825, −15.477, 2.086) is at (6.311, −1.17559, 3.84205).
    expectClose(ifcPointToThree([8.825, -15.477, 2.086], duplex), [6.311, -1.17559, 3.84205]);
    expectClose(ifcPointToThree([1, 2, 3], [10, 20, 30]), [11, 23, 28]);
    expectClose(threePointToIfc([11, 23, 28], [10, 20, 30]), [1, 2, 3]);
  });

  it('brings a point back unchanged', () => {
    const point: Vec3 = [12.5, -7.25, 3.125];
    expectClose(threePointToIfc(ifcPointToThree(point, duplex), duplex), point);
    expectClose(ifcPointToThree(threePointToIfc(point, duplex), duplex), point);
  });

  it('brings a BCF camera back unchanged, with unit vectors', () => {
    const camera = {
      position: [10, -20, 5] as [number, number, number],
      direction: [0, 3, -4] as [number, number, number],
      up: [0, 4, 3] as [number, number, number],
      fieldOfView: 60,
    };
    const scene = bcfToSceneCamera(camera, duplex);
    expectClose(scene.direction, [0, -0.8, -0.6]);
    expectClose(scene.up, [0, 0.6, -0.8]);
    expect(scene.fieldOfView).toBe(60);
    const back = sceneToBcfCamera(scene, duplex);
    expectClose(back.position, camera.position);
    expectClose(back.direction, [0, 0.6, -0.8]);
    expectClose(back.up, [0, 0.8, 0.6]);
    expect(back.fieldOfView).toBe(60);
  });

  it('keeps the field of view within what BCF allows', () => {
    const scene = { position: [0, 0, 0], direction: [0, 0, -1], up: [0, 1, 0] } as const;
    expect(sceneToBcfCamera({ ...scene, fieldOfView: 0.2 }, NO_OFFSET).fieldOfView).toBe(1);
    expect(sceneToBcfCamera({ ...scene, fieldOfView: 200 }, NO_OFFSET).fieldOfView).toBe(179);
  });

  it('refuses a direction without length', () => {
    expect(() =>
      sceneToBcfCamera(
        { position: [0, 0, 0], direction: [0, 0, 0], up: [0, 1, 0], fieldOfView: 50 },
        NO_OFFSET,
      ),
    ).toThrow();
  });
});
