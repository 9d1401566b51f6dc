import type { ViewpointCamera } from '@vve/contract/calls/bim';

/** A valid BCF camera for tests whose subject is not the camera: it looks along +Y from (1, 2, 3), Z up. */
export const EXAMPLE_CAMERA: ViewpointCamera = {
  position: [1, 2, 3],
  direction: [0, 1, 0],
  up: [0, 0, 1],
  fieldOfView: 60,
};
