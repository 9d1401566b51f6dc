import { boxCenter, boxSize, type Box, type Vec3 } from './box';
import type { GeneratedElement } from './building-types';
import type { Placement } from './ifc-geometry';

/** What the writers of one storey's elements hand back to the storey. */
export interface StoreySink {
  storey: number;
  placement: Placement;
  /** Elements for IfcRelContainedInSpatialStructure. */
  contained: number[];
  /** Spaces for the storey's IfcRelAggregates. */
  spaces: number[];
  /** Material name → elements, for IfcRelAssociatesMaterial. */
  materials: Map<string, number[]>;
  elements: GeneratedElement[];
}

export const newStoreySink = (
  storey: number,
  placement: Placement,
  elements: GeneratedElement[],
): StoreySink => ({
  storey,
  placement,
  contained: [],
  spaces: [],
  materials: new Map(),
  elements,
});

/** To the micrometre, as in the file (no 1.8000000000000003). */
const rounded = (values: Vec3): Vec3 => [round(values[0]), round(values[1]), round(values[2])];
const round = (value: number): number => Math.round(value * 1e6) / 1e6 || 0;

/** Lists an element in the answer, with its world bounding box. */
export const recordElement = (
  sink: StoreySink,
  element: { guid: string; ifcClass: string; name: string; bounds: Box },
): void => {
  sink.elements.push({
    guid: element.guid,
    ifcClass: element.ifcClass,
    name: element.name,
    storey: sink.storey,
    center: rounded(boxCenter(element.bounds)),
    size: rounded(boxSize(element.bounds)),
  });
};

export const associateMaterial = (sink: StoreySink, material: string, element: number): void => {
  const list = sink.materials.get(material);
  if (list) list.push(element);
  else sink.materials.set(material, [element]);
};
