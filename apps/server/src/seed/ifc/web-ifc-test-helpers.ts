import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import * as WebIFC from 'web-ifc';

/** The folder of web-ifc's WebAssembly files, with a trailing slash. */
export const webIfcWasmDir = (): string =>
  `${dirname(createRequire(import.meta.url).resolve('web-ifc/web-ifc-node.wasm'))}/`;

export const openWebIfc = async (): Promise<WebIFC.IfcAPI> => {
  const api = new WebIFC.IfcAPI();
  api.SetWasmPath(webIfcWasmDir(), true);
  await api.Init();
  return api;
};

/** The IfcRoot classes the generator writes: every GlobalId in the file lives in one of them. */
export const ROOT_TYPES: Record<string, number> = {
  IfcProject: WebIFC.IFCPROJECT,
  IfcSite: WebIFC.IFCSITE,
  IfcBuilding: WebIFC.IFCBUILDING,
  IfcBuildingStorey: WebIFC.IFCBUILDINGSTOREY,
  IfcSpace: WebIFC.IFCSPACE,
  IfcWall: WebIFC.IFCWALL,
  IfcOpeningElement: WebIFC.IFCOPENINGELEMENT,
  IfcWindow: WebIFC.IFCWINDOW,
  IfcDoor: WebIFC.IFCDOOR,
  IfcSlab: WebIFC.IFCSLAB,
  IfcRoof: WebIFC.IFCROOF,
  IfcStair: WebIFC.IFCSTAIR,
  IfcRailing: WebIFC.IFCRAILING,
  IfcFurniture: WebIFC.IFCFURNITURE,
  IfcPropertySet: WebIFC.IFCPROPERTYSET,
  IfcElementQuantity: WebIFC.IFCELEMENTQUANTITY,
  IfcRelAggregates: WebIFC.IFCRELAGGREGATES,
  IfcRelContainedInSpatialStructure: WebIFC.IFCRELCONTAINEDINSPATIALSTRUCTURE,
  IfcRelVoidsElement: WebIFC.IFCRELVOIDSELEMENT,
  IfcRelFillsElement: WebIFC.IFCRELFILLSELEMENT,
  IfcRelDefinesByProperties: WebIFC.IFCRELDEFINESBYPROPERTIES,
  IfcRelAssociatesMaterial: WebIFC.IFCRELASSOCIATESMATERIAL,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** GlobalId → express id for every IfcRoot instance web-ifc finds in the model. */
export const globalIdsOf = (
  api: WebIFC.IfcAPI,
  modelID: number,
): { byGuid: Map<string, number>; total: number } => {
  const byGuid = new Map<string, number>();
  let total = 0;
  for (const type of Object.values(ROOT_TYPES)) {
    const ids = api.GetLineIDsWithType(modelID, type);
    for (let index = 0; index < ids.size(); index += 1) {
      const expressID = ids.get(index);
      const line: unknown = api.GetLine(modelID, expressID);
      const globalId = isRecord(line) && isRecord(line.GlobalId) ? line.GlobalId.value : undefined;
      if (typeof globalId !== 'string') throw new Error(`#${expressID} has no GlobalId`);
      byGuid.set(globalId, expressID);
      total += 1;
    }
  }
  return { byGuid, total };
};

/**
 * The world bounding box (Z up) of the meshes web-ifc streams for one element. web-ifc gives
 * vertices in the element's geometry space plus a column-major 4×4 `flatTransformation` into its
 * Y-up world; we apply that and map Y-up (x, y, z) back to Z-up (x, -z, y).
 */
export const streamedBounds = (
  api: WebIFC.IfcAPI,
  modelID: number,
  expressID: number,
): { min: number[]; max: number[] } => {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  api.StreamMeshes(modelID, [expressID], (mesh) => {
    for (let index = 0; index < mesh.geometries.size(); index += 1) {
      const placed = mesh.geometries.get(index);
      const geometry = api.GetGeometry(modelID, placed.geometryExpressID);
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      const m = placed.flatTransformation;
      const at = (i: number): number => m[i] ?? 0;
      for (let v = 0; v < vertices.length; v += 6) {
        const x = vertices[v] ?? 0;
        const y = vertices[v + 1] ?? 0;
        const z = vertices[v + 2] ?? 0;
        const yUp = [
          at(0) * x + at(4) * y + at(8) * z + at(12),
          at(1) * x + at(5) * y + at(9) * z + at(13),
          at(2) * x + at(6) * y + at(10) * z + at(14),
        ];
        const zUp = [yUp[0] ?? 0, -(yUp[2] ?? 0), yUp[1] ?? 0];
        for (let axis = 0; axis < 3; axis += 1) {
          min[axis] = Math.min(min[axis] ?? 0, zUp[axis] ?? 0);
          max[axis] = Math.max(max[axis] ?? 0, zUp[axis] ?? 0);
        }
      }
      geometry.delete();
    }
  });
  return { min, max };
};
