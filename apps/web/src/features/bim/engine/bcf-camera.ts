import type { ViewpointCamera } from '@vve/contract/calls/bim';

/** A vector as three numbers. */
export type Vec3 = readonly [number, number, number];

/**
 * Where the model's origin sits in the viewer: That Open's IfcImporter turns IFC's Z-up into three.js's Y-up
 * (x, z, −y) and then shifts the whole model by its `getCoordinates()` (the first three numbers), so that
 * three = (x, z, −y) + offset. Measured on three IFC files: the boxes of doors and windows in the fragments
 * equal web-ifc's Y-up boxes plus that offset.
 */
export type ModelOffset = Vec3;

export const NO_OFFSET: ModelOffset = [0, 0, 0];

/** A direction from IFC's Z-up to three.js's Y-up (no offset). */
export const ifcDirectionToThree = ([x, y, z]: Vec3): Vec3 => [x, z, -y];

/** A direction from three.js's Y-up to IFC's Z-up (no offset). */
export const threeDirectionToIfc = ([x, y, z]: Vec3): Vec3 => [x, -z, y];

/** A point of the IFC model (Z-up, metres) where the viewer draws it. */
export const ifcPointToThree = (point: Vec3, [ox, oy, oz]: ModelOffset): Vec3 => {
  const [x, y, z] = ifcDirectionToThree(point);
  return [x + ox, y + oy, z + oz];
};

/** A point of the viewer's scene in the IFC model's coordinates (Z-up, metres). */
export const threePointToIfc = ([x, y, z]: Vec3, [ox, oy, oz]: ModelOffset): Vec3 =>
  threeDirectionToIfc([x - ox, y - oy, z - oz]);

const normalised = (vector: Vec3): Vec3 => {
  const length = Math.hypot(...vector);
  if (length < 1e-12) throw new Error('A camera vector has no length.');
  return [vector[0] / length, vector[1] / length, vector[2] / length];
};

/** A camera in the viewer's scene: where it is, where it looks, which way is up and its vertical angle. */
export interface SceneCamera {
  position: Vec3;
  /** A unit vector. */
  direction: Vec3;
  /** A unit vector. */
  up: Vec3;
  /** The vertical field of view in degrees (three.js and BCF alike). */
  fieldOfView: number;
}

/** A BCF perspective camera (IFC Z-up) as a camera in the viewer's scene. */
export const bcfToSceneCamera = (camera: ViewpointCamera, offset: ModelOffset): SceneCamera => ({
  position: ifcPointToThree(camera.position, offset),
  direction: normalised(ifcDirectionToThree(camera.direction)),
  up: normalised(ifcDirectionToThree(camera.up)),
  fieldOfView: camera.fieldOfView,
});

/** The viewer's camera as a BCF perspective camera (IFC Z-up), to store in a viewpoint. */
export const sceneToBcfCamera = (camera: SceneCamera, offset: ModelOffset): ViewpointCamera => ({
  position: [...threePointToIfc(camera.position, offset)],
  direction: [...normalised(threeDirectionToIfc(camera.direction))],
  up: [...normalised(threeDirectionToIfc(camera.up))],
  fieldOfView: Math.min(179, Math.max(1, camera.fieldOfView)),
});
