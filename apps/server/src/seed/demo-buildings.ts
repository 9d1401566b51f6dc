import type { ViewpointCreate } from '@vve/contract/calls/bim';
import type { BuildingOptions, GeneratedBuilding } from './ifc/building-types';
import { generateBuilding } from './ifc/generate-building';
import { boxAround, cameraLookingAt } from './demo-viewpoints';
import { DE_LINDE, HET_ANKER, PARKZICHT } from './parts/complexes';

/** The shape of each demo complex's building. */
const demoBuildingOptions: Record<string, Omit<BuildingOptions, 'name' | 'seed'>> = {
  [HET_ANKER]: { storeys: 5, apartmentsPerStorey: 6 },
  [DE_LINDE]: { storeys: 3, apartmentsPerStorey: 2 },
  [PARKZICHT]: { storeys: 4, apartmentsPerStorey: 8 },
};

const generated = new Map<string, GeneratedBuilding>();

/** The generated IFC model of a demo complex: the same file on every run (stable GlobalIds). */
export const demoBuilding = (complexName: string): GeneratedBuilding => {
  const options = demoBuildingOptions[complexName];
  if (!options) throw new Error(`No demo building for ${complexName}`);
  let building = generated.get(complexName);
  if (!building) {
    building = generateBuilding({ name: complexName, seed: complexName, ...options });
    generated.set(complexName, building);
  }
  return building;
};

/** A viewpoint that looks at the named element of a demo building from outside, with it selected. */
export const demoViewpoint = (
  complexName: string,
  elementName: string,
): Omit<ViewpointCreate, 'snapshot'> => {
  const { elements } = demoBuilding(complexName);
  const element = elements.find((candidate) => candidate.name === elementName);
  if (!element) throw new Error(`No element ${elementName} in the demo building of ${complexName}`);
  return { camera: cameraLookingAt(element, boxAround(elements)), selectedGuids: [element.guid] };
};
