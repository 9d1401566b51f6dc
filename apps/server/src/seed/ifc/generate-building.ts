import { planBuilding, type PlannedStorey } from './building-layout';
import type { BuildingOptions, GeneratedBuilding, GeneratedElement } from './building-types';
import { addPlacement, type Placement } from './ifc-geometry';
import { startModel, type IfcModel } from './ifc-model';
import { stepReal, stepRef, stepRefs, stepString } from './step-format';
import { newStoreySink, type StoreySink } from './storey-sink';
import { writeWall } from './write-wall';
import { writeFurniture, writeRailing, writeRoof, writeSlab, writeSpace, writeStair } from './write-elements';

const aggregate = (model: IfcModel, path: string, whole: number, parts: readonly number[]): void => {
  if (parts.length === 0) return;
  model.writer.add(
    'IFCRELAGGREGATES',
    `${model.guid(path)},${model.ownerHistory},$,$,${stepRef(whole)},${stepRefs(parts)}`,
  );
};

const writeStoreyRelations = (
  model: IfcModel,
  sink: StoreySink,
  storey: number,
  materials: Map<string, number>,
): void => {
  const path = `storey/${sink.storey}`;
  model.writer.add(
    'IFCRELCONTAINEDINSPATIALSTRUCTURE',
    `${model.guid(`${path}/contains`)},${model.ownerHistory},$,$,${stepRefs(sink.contained)},${stepRef(storey)}`,
  );
  aggregate(model, `${path}/spaces`, storey, sink.spaces);
  for (const [name, elements] of sink.materials) {
    let material = materials.get(name);
    if (material === undefined) {
      material = model.writer.add('IFCMATERIAL', `${stepString(name)},$,$`);
      materials.set(name, material);
    }
    model.writer.add(
      'IFCRELASSOCIATESMATERIAL',
      `${model.guid(`${path}/material/${name}`)},${model.ownerHistory},$,$,${stepRefs(elements)},${stepRef(material)}`,
    );
  }
};

const writeStorey = (
  model: IfcModel,
  plan: PlannedStorey,
  buildingPlacement: Placement,
  elements: GeneratedElement[],
): { id: number; sink: StoreySink } => {
  const placement = addPlacement(model, buildingPlacement, [0, 0, plan.elevation]);
  const id = model.writer.add(
    'IFCBUILDINGSTOREY',
    `${model.guid(`storey/${plan.index}`)},${model.ownerHistory},${stepString(plan.name)},$,$,${stepRef(placement.id)},$,$,.ELEMENT.,${stepReal(plan.elevation)}`,
  );
  const sink = newStoreySink(plan.index, placement, elements);
  for (const slab of plan.slabs) writeSlab(model, sink, slab);
  for (const wall of plan.walls) writeWall(model, sink, wall);
  for (const space of plan.spaces) writeSpace(model, sink, space);
  for (const stair of plan.stairs) writeStair(model, sink, stair);
  for (const railing of plan.railings) writeRailing(model, sink, railing);
  for (const item of plan.furniture) writeFurniture(model, sink, item);
  return { id, sink };
};

const checkCount = (value: number, what: string): void => {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a whole number >= 1`);
};

/**
 * A Dutch gallery flat as an IFC4 file: project, site, building, one storey per floor with
 * apartments (IfcSpace), walls with window and door openings, floors, a stair core, a gallery and
 * a flat roof, with the usual property sets. Deterministic: GlobalIds derive from seed and path.
 */
export const generateBuilding = (options: BuildingOptions): GeneratedBuilding => {
  checkCount(options.storeys, 'storeys');
  checkCount(options.apartmentsPerStorey, 'apartmentsPerStorey');
  const layout = planBuilding({
    storeys: options.storeys,
    apartmentsPerStorey: options.apartmentsPerStorey,
    furniture: options.furniture ?? true,
  });
  const model = startModel(options.seed, 'VvE Demo');
  const { writer, ownerHistory } = model;
  const name = stepString(options.name);
  const project = writer.add(
    'IFCPROJECT',
    `${model.guid('project')},${ownerHistory},${name},$,$,${name},'Ontwerp',${stepRefs(model.contexts)},${stepRef(model.units)}`,
  );
  const sitePlacement = addPlacement(model, undefined, [0, 0, 0]);
  const site = writer.add(
    'IFCSITE',
    `${model.guid('site')},${ownerHistory},'Kavel',$,$,${stepRef(sitePlacement.id)},$,$,.ELEMENT.,(52,22,0,0),(4,53,0,0),0.,$,$`,
  );
  const buildingPlacement = addPlacement(model, sitePlacement, [0, 0, 0]);
  const building = writer.add(
    'IFCBUILDING',
    `${model.guid('building')},${ownerHistory},${name},$,'Galerijflat',${stepRef(buildingPlacement.id)},$,${name},.ELEMENT.,$,$,$`,
  );
  aggregate(model, 'project/site', project, [site]);
  aggregate(model, 'site/building', site, [building]);

  const elements: GeneratedElement[] = [];
  const materials = new Map<string, number>();
  const storeys = layout.storeys.map((plan) => writeStorey(model, plan, buildingPlacement, elements));
  const top = storeys.at(-1);
  if (top) writeRoof(model, top.sink, layout.roof);
  for (const storey of storeys) writeStoreyRelations(model, storey.sink, storey.id, materials);
  aggregate(
    model,
    'building/storeys',
    building,
    storeys.map((storey) => storey.id),
  );

  const ifc = writer.toFile({
    name: `${options.name}.ifc`,
    description: 'ViewDefinition [DesignTransferView]',
    timeStamp: '2024-01-01T00:00:00',
    author: 'VvE demo',
    organization: 'VvE Demo',
    application: 'vve-ifc-generator 1.0',
    schema: 'IFC4',
  });
  return { ifc, elements };
};
