import { box, type Box } from './box';
import type { PlannedOpening, PlannedWall } from './building-layout';
import { ifcGuid } from './ifc-guid';
import { addBoxSolid, addPlacement, addProductShape, baseOf, type Placement } from './ifc-geometry';
import type { IfcModel } from './ifc-model';
import { addPropertySet, boolean, label, thermalTransmittance } from './ifc-properties';
import { stepReal, stepRef, stepString } from './step-format';
import { associateMaterial, recordElement, type StoreySink } from './storey-sink';

/** A part of `fill`: `from`..`to` along the wall, `bottom`..`top` in height, `depth` thick across. */
const part = (
  opening: PlannedOpening,
  from: number,
  to: number,
  bottom: number,
  top: number,
  depth: number,
): Box => {
  const along = opening.alongX ? 0 : 1;
  const across = opening.alongX ? 1 : 0;
  const { fill } = opening;
  const middle = (fill.min[across] + fill.max[across]) / 2;
  const result = box([0, 0, fill.min[2] + bottom], [0, 0, fill.min[2] + top]);
  result.min[along] = fill.min[along] + from;
  result.max[along] = fill.min[along] + to;
  result.min[across] = middle - depth / 2;
  result.max[across] = middle + depth / 2;
  return result;
};

/** Frame members and glass (window) or frame and leaf (door), all inside `fill`. */
const fillParts = (opening: PlannedOpening): Box[] => {
  const { width, height } = opening;
  const frame = opening.kind === 'window' ? 0.07 : 0.06;
  const depth = 0.1;
  const members = [
    part(opening, 0, frame, 0, height, depth),
    part(opening, width - frame, width, 0, height, depth),
    part(opening, frame, width - frame, height - frame, height, depth),
  ];
  if (opening.kind === 'window') {
    members.push(part(opening, frame, width - frame, 0, frame, depth));
    members.push(part(opening, frame, width - frame, frame, height - frame, 0.024));
  } else {
    members.push(part(opening, frame, width - frame, 0, height - frame, 0.04));
  }
  return members;
};

const writeOpening = (
  model: IfcModel,
  sink: StoreySink,
  wall: number,
  wallPlacement: Placement,
  opening: PlannedOpening,
): void => {
  const { writer, ownerHistory } = model;
  const openingPlacement = addPlacement(model, wallPlacement, baseOf(opening.opening));
  const openingShape = addProductShape(model, [addBoxSolid(model, openingPlacement, opening.opening)]);
  const openingId = writer.add(
    'IFCOPENINGELEMENT',
    `${model.guid(opening.key)},${ownerHistory},${stepString(`Opening ${opening.name}`)},$,$,${stepRef(openingPlacement.id)},${stepRef(openingShape)},$,.OPENING.`,
  );
  writer.add(
    'IFCRELVOIDSELEMENT',
    `${model.guid(`${opening.key}/voids`)},${ownerHistory},$,$,${stepRef(wall)},${stepRef(openingId)}`,
  );

  const fillPath = `${opening.key}/${opening.kind}`;
  const guid = ifcGuid(model.seed, fillPath);
  const fillPlacement = addPlacement(model, openingPlacement, baseOf(opening.fill));
  const shape = addProductShape(
    model,
    fillParts(opening).map((member) => addBoxSolid(model, fillPlacement, member)),
  );
  const isWindow = opening.kind === 'window';
  const common = `'${guid}',${ownerHistory},${stepString(opening.name)},$,${stepString(opening.objectType)},${stepRef(fillPlacement.id)},${stepRef(shape)},$,${stepReal(opening.height)},${stepReal(opening.width)}`;
  const id = isWindow
    ? writer.add('IFCWINDOW', `${common},.WINDOW.,.SINGLE_PANEL.,$`)
    : writer.add('IFCDOOR', `${common},.DOOR.,.SINGLE_SWING_LEFT.,$`);
  writer.add(
    'IFCRELFILLSELEMENT',
    `${model.guid(`${fillPath}/fills`)},${ownerHistory},$,$,${stepRef(openingId)},${stepRef(id)}`,
  );
  sink.contained.push(id);
  associateMaterial(sink, isWindow ? 'Hardhout met HR++ glas' : 'Hardhout', id);
  addPropertySet(
    model,
    id,
    fillPath,
    isWindow ? 'Pset_WindowCommon' : 'Pset_DoorCommon',
    isWindow
      ? {
          Reference: label(opening.objectType),
          IsExternal: boolean(opening.isExternal),
          ThermalTransmittance: thermalTransmittance(1.1),
        }
      : {
          Reference: label(opening.objectType),
          IsExternal: boolean(opening.isExternal),
          ...(opening.isExternal ? { FireRating: label('30') } : {}),
          HandicapAccessible: boolean(opening.width >= 0.9),
        },
  );
  recordElement(sink, {
    guid,
    ifcClass: isWindow ? 'IfcWindow' : 'IfcDoor',
    name: opening.name,
    bounds: opening.fill,
  });
};

/** A wall with its openings, windows and doors, and Pset_WallCommon. */
export const writeWall = (model: IfcModel, sink: StoreySink, wall: PlannedWall): void => {
  const { writer, ownerHistory } = model;
  const guid = ifcGuid(model.seed, wall.key);
  const placement = addPlacement(model, sink.placement, baseOf(wall.box));
  const along = wall.alongX ? 0 : 1;
  const from = baseOf(wall.box);
  const to = baseOf(wall.box);
  from[along] = wall.box.min[along];
  to[along] = wall.box.max[along];
  const shape = addProductShape(model, [addBoxSolid(model, placement, wall.box)], { placement, from, to });
  const id = writer.add(
    'IFCWALL',
    `'${guid}',${ownerHistory},${stepString(wall.name)},$,${stepString(wall.material)},${stepRef(placement.id)},${stepRef(shape)},$,.${wall.predefinedType}.`,
  );
  sink.contained.push(id);
  associateMaterial(sink, wall.material, id);
  addPropertySet(model, id, wall.key, 'Pset_WallCommon', {
    Reference: label(wall.material),
    IsExternal: boolean(wall.isExternal),
    LoadBearing: boolean(wall.loadBearing),
    ...(wall.fireRating ? { FireRating: label(wall.fireRating) } : {}),
    ...(wall.isExternal ? { ThermalTransmittance: thermalTransmittance(0.21) } : {}),
  });
  recordElement(sink, { guid, ifcClass: 'IfcWall', name: wall.name, bounds: wall.box });
  for (const opening of wall.openings) writeOpening(model, sink, id, placement, opening);
};
