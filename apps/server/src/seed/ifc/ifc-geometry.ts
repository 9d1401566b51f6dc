import { boxCenter, boxSize, type Box, type Vec3 } from './box';
import type { IfcModel } from './ifc-model';
import { stepCoordinates, stepList, stepReal, stepRef, stepRefs } from './step-format';

/** An IfcLocalPlacement and where its origin lies in world coordinates (no rotations here). */
export interface Placement {
  id: number;
  origin: Vec3;
}

const isZero = (values: readonly number[]): boolean => values.every((value) => Math.abs(value) < 1e-9);

const relative = (point: Vec3, origin: Vec3): Vec3 => [
  point[0] - origin[0],
  point[1] - origin[1],
  point[2] - origin[2],
];

/** An axis placement at `offset`, sharing the model's origin placement when the offset is zero. */
const axisPlacement = (model: IfcModel, offset: Vec3): number => {
  if (isZero(offset)) return model.origin3d;
  const point = model.writer.add('IFCCARTESIANPOINT', stepCoordinates(offset));
  return model.writer.add('IFCAXIS2PLACEMENT3D', `${stepRef(point)},$,$`);
};

/** An IfcLocalPlacement at `worldOrigin`, relative to `parent` (or absolute). */
export const addPlacement = (
  model: IfcModel,
  parent: Placement | undefined,
  worldOrigin: Vec3,
): Placement => {
  const offset = parent ? relative(worldOrigin, parent.origin) : worldOrigin;
  const axes = axisPlacement(model, offset);
  const id = model.writer.add('IFCLOCALPLACEMENT', `${parent ? stepRef(parent.id) : '$'},${stepRef(axes)}`);
  return { id, origin: worldOrigin };
};

/** The origin an element's placement gets for its main box: centre of the footprint, bottom. */
export const baseOf = (value: Box): Vec3 => {
  const center = boxCenter(value);
  return [center[0], center[1], value.min[2]];
};

/** An extruded rectangle filling `value` (world), in the coordinates of `placement`. */
export const addBoxSolid = (model: IfcModel, placement: Placement, value: Box): number => {
  const size = boxSize(value);
  const profile = model.writer.add(
    'IFCRECTANGLEPROFILEDEF',
    `.AREA.,$,${stepRef(model.origin2d)},${stepReal(size[0])},${stepReal(size[1])}`,
  );
  const position = axisPlacement(model, relative(baseOf(value), placement.origin));
  return model.writer.add(
    'IFCEXTRUDEDAREASOLID',
    `${stepRef(profile)},${stepRef(position)},${stepRef(model.up)},${stepReal(size[2])}`,
  );
};

const polyline = (model: IfcModel, points: readonly (readonly number[])[]): number => {
  const ids = points.map((point) => model.writer.add('IFCCARTESIANPOINT', stepCoordinates(point)));
  return model.writer.add('IFCPOLYLINE', stepRefs(ids));
};

/** An extruded rectangle with a rectangular hole (a floor with a stairwell), `hole` in x/y only. */
export const addBoxWithHoleSolid = (model: IfcModel, placement: Placement, value: Box, hole: Box): number => {
  const size = boxSize(value);
  const base = baseOf(value);
  const ring = (target: Box): number[][] => {
    const x0 = target.min[0] - base[0];
    const x1 = target.max[0] - base[0];
    const y0 = target.min[1] - base[1];
    const y1 = target.max[1] - base[1];
    return [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
      [x0, y0],
    ];
  };
  const outer = polyline(model, ring(value));
  const inner = polyline(model, ring(hole).reverse());
  const profile = model.writer.add(
    'IFCARBITRARYPROFILEDEFWITHVOIDS',
    `.AREA.,$,${stepRef(outer)},${stepRefs([inner])}`,
  );
  const position = axisPlacement(model, relative(base, placement.origin));
  return model.writer.add(
    'IFCEXTRUDEDAREASOLID',
    `${stepRef(profile)},${stepRef(position)},${stepRef(model.up)},${stepReal(size[2])}`,
  );
};

/** The product shape: a 'Body' of swept solids, and optionally an 'Axis' line (walls). */
export const addProductShape = (
  model: IfcModel,
  solids: readonly number[],
  axis?: { placement: Placement; from: Vec3; to: Vec3 },
): number => {
  const representations: number[] = [];
  if (axis) {
    const from = relative(axis.from, axis.placement.origin);
    const to = relative(axis.to, axis.placement.origin);
    const line = polyline(model, [
      [from[0], from[1]],
      [to[0], to[1]],
    ]);
    representations.push(
      model.writer.add(
        'IFCSHAPEREPRESENTATION',
        `${stepRef(model.axisContext)},'Axis','Curve2D',${stepRefs([line])}`,
      ),
    );
  }
  representations.push(
    model.writer.add(
      'IFCSHAPEREPRESENTATION',
      `${stepRef(model.bodyContext)},'Body','SweptSolid',${stepList(solids.map(stepRef))}`,
    ),
  );
  return model.writer.add('IFCPRODUCTDEFINITIONSHAPE', `$,$,${stepRefs(representations)}`);
};
