import { boxSize, boxUnion, type Box } from './box';
import type {
  PlannedFurniture,
  PlannedRailing,
  PlannedSlab,
  PlannedSpace,
  PlannedStair,
} from './building-layout';
import { ifcGuid } from './ifc-guid';
import { addBoxSolid, addBoxWithHoleSolid, addPlacement, addProductShape, baseOf } from './ifc-geometry';
import type { IfcModel } from './ifc-model';
import {
  addAreaQuantities,
  addPropertySet,
  areaMeasure,
  boolean,
  countMeasure,
  identifier,
  label,
  lengthMeasure,
  type PropertyValue,
} from './ifc-properties';
import { stepRef, stepString } from './step-format';
import { associateMaterial, recordElement, type StoreySink } from './storey-sink';

interface Simple {
  key: string;
  ifcEntity: string;
  ifcClass: string;
  name: string;
  objectType: string;
  predefinedType: string;
  bounds: Box;
  solids: (placement: ReturnType<typeof addPlacement>) => number[];
  material?: string;
  pset: [string, Record<string, PropertyValue>];
}

/** A contained element of the usual nine attributes (…, Tag, PredefinedType) with its pset. */
const writeSimple = (model: IfcModel, sink: StoreySink, element: Simple): number => {
  const guid = ifcGuid(model.seed, element.key);
  const placement = addPlacement(model, sink.placement, baseOf(element.bounds));
  const shape = addProductShape(model, element.solids(placement));
  const id = model.writer.add(
    element.ifcEntity,
    `'${guid}',${model.ownerHistory},${stepString(element.name)},$,${stepString(element.objectType)},${stepRef(placement.id)},${stepRef(shape)},$,.${element.predefinedType}.`,
  );
  sink.contained.push(id);
  if (element.material) associateMaterial(sink, element.material, id);
  addPropertySet(model, id, element.key, element.pset[0], element.pset[1]);
  recordElement(sink, { guid, ifcClass: element.ifcClass, name: element.name, bounds: element.bounds });
  return id;
};

export const writeSlab = (model: IfcModel, sink: StoreySink, slab: PlannedSlab): number =>
  writeSimple(model, sink, {
    key: slab.key,
    ifcEntity: 'IFCSLAB',
    ifcClass: 'IfcSlab',
    name: slab.name,
    objectType: slab.isExternal ? 'Prefab galerijplaat 200' : 'Breedplaatvloer 300',
    predefinedType: slab.predefinedType,
    bounds: slab.box,
    material: 'Beton C30/37',
    solids: (placement) => [
      slab.hole
        ? addBoxWithHoleSolid(model, placement, slab.box, slab.hole)
        : addBoxSolid(model, placement, slab.box),
    ],
    pset: [
      'Pset_SlabCommon',
      { IsExternal: boolean(slab.isExternal), LoadBearing: boolean(true), FireRating: label('60') },
    ],
  });

export const writeRoof = (
  model: IfcModel,
  sink: StoreySink,
  roof: { key: string; name: string; box: Box },
): number =>
  writeSimple(model, sink, {
    key: roof.key,
    ifcEntity: 'IFCROOF',
    ifcClass: 'IfcRoof',
    name: roof.name,
    objectType: 'Plat dak met bitumineuze dakbedekking',
    predefinedType: 'FLAT_ROOF',
    bounds: roof.box,
    material: 'Beton C30/37',
    solids: (placement) => [addBoxSolid(model, placement, roof.box)],
    pset: ['Pset_RoofCommon', { IsExternal: boolean(true), FireRating: label('30') }],
  });

export const writeStair = (model: IfcModel, sink: StoreySink, stair: PlannedStair): number =>
  writeSimple(model, sink, {
    key: stair.key,
    ifcEntity: 'IFCSTAIR',
    ifcClass: 'IfcStair',
    name: stair.name,
    objectType: 'Prefab betonnen trap',
    predefinedType: 'STRAIGHT_RUN_STAIR',
    bounds: boxUnion(stair.steps),
    material: 'Beton C30/37',
    solids: (placement) => stair.steps.map((step) => addBoxSolid(model, placement, step)),
    pset: [
      'Pset_StairCommon',
      {
        NumberOfRiser: countMeasure(stair.steps.length + 1),
        NumberOfTreads: countMeasure(stair.steps.length),
        RiserHeight: lengthMeasure(stair.riserHeight),
        TreadLength: lengthMeasure(boxSize(stair.steps[0] ?? boxUnion(stair.steps))[1]),
        IsExternal: boolean(false),
        FireRating: label('60'),
      },
    ],
  });

export const writeFurniture = (model: IfcModel, sink: StoreySink, item: PlannedFurniture): number =>
  writeSimple(model, sink, {
    key: item.key,
    ifcEntity: 'IFCFURNITURE',
    ifcClass: 'IfcFurniture',
    name: item.name,
    objectType: item.objectType,
    predefinedType: item.predefinedType,
    bounds: item.box,
    solids: (placement) => [addBoxSolid(model, placement, item.box)],
    pset: [
      'Pset_ManufacturerTypeInformation',
      { Manufacturer: label('Demo Interieur'), ModelLabel: label(item.objectType) },
    ],
  });

export const writeRailing = (model: IfcModel, sink: StoreySink, railing: PlannedRailing): number =>
  writeSimple(model, sink, {
    key: railing.key,
    ifcEntity: 'IFCRAILING',
    ifcClass: 'IfcRailing',
    name: railing.name,
    objectType: 'Stalen spijlenhek 1000',
    predefinedType: 'GUARDRAIL',
    bounds: railing.box,
    material: 'Staal verzinkt',
    solids: (placement) => [addBoxSolid(model, placement, railing.box)],
    pset: [
      'Pset_RailingCommon',
      { IsExternal: boolean(true), Height: lengthMeasure(boxSize(railing.box)[2]) },
    ],
  });

/** An apartment as an IfcSpace aggregated to its storey, with Pset_SpaceCommon and areas. */
export const writeSpace = (model: IfcModel, sink: StoreySink, space: PlannedSpace): number => {
  const guid = ifcGuid(model.seed, space.key);
  const name = `Apartment ${space.number}`;
  const placement = addPlacement(model, sink.placement, baseOf(space.box));
  const shape = addProductShape(model, [addBoxSolid(model, placement, space.box)]);
  const id = model.writer.add(
    'IFCSPACE',
    `'${guid}',${model.ownerHistory},${stepString(name)},$,'Woning',${stepRef(placement.id)},${stepRef(shape)},${stepString(`Appartement ${space.number}`)},.ELEMENT.,.INTERNAL.,$`,
  );
  sink.spaces.push(id);
  const size = boxSize(space.box);
  const area = Math.round(size[0] * size[1] * 100) / 100;
  addPropertySet(model, id, space.key, 'Pset_SpaceCommon', {
    Reference: identifier(space.number),
    IsExternal: boolean(false),
    GrossPlannedArea: areaMeasure(area),
    NetPlannedArea: areaMeasure(Math.round(area * 0.92 * 100) / 100),
    PubliclyAccessible: boolean(false),
    HandicapAccessible: boolean(true),
  });
  addAreaQuantities(model, id, space.key, 'Qto_SpaceBaseQuantities', {
    GrossFloorArea: area,
    NetFloorArea: Math.round(area * 0.92 * 100) / 100,
  });
  recordElement(sink, { guid, ifcClass: 'IfcSpace', name, bounds: space.box });
  return id;
};
