import type { PinnedRequest } from '@vve/contract/calls/bim';
import type { Vec3 } from './bcf-camera';
import type { Bounds } from './bounds';
import { itemName } from './element-details';
import { placeIds, placeTree, type PlaceNode } from './spatial-tree';
import type { ViewerEngine } from './viewer-engine';

/** An element's local id that was found (not null). */
export const isNumber = (value: number | null): value is number => value !== null;

export interface Places {
  nodes: PlaceNode[];
  names: Map<number, string>;
  /** The boxes of the spaces, to tell which space an element is in. */
  spaceBounds: Map<number, Bounds>;
}

/** A pinned request at the centre of its first selected element. */
export interface PlacedRequest {
  request: PinnedRequest;
  /** The element (its first selected one). */
  localId: number;
  at: Vec3;
}

export const NO_PLACES: Places = { nodes: [], names: new Map(), spaceBounds: new Map() };

const spaceIds = (nodes: readonly PlaceNode[]): number[] =>
  nodes.flatMap((node) => [...(node.kind === 'space' ? [node.localId] : []), ...spaceIds(node.children)]);

/** The storeys and spaces of the model with their names, and the spaces' boxes. */
export const loadPlaces = async (engine: ViewerEngine): Promise<Places> => {
  const nodes = placeTree(await engine.spatialStructure());
  const ids = placeIds(nodes);
  if (ids.length === 0) return NO_PLACES;
  const data = await engine.itemsData(ids, {
    attributesDefault: true,
    relationsDefault: { attributes: false, relations: false },
  });
  const names = new Map<number, string>();
  ids.forEach((id, index) => {
    const name = itemName(data[index]);
    if (name !== null) names.set(id, name);
  });
  const spaces = spaceIds(nodes);
  const boxes = spaces.length === 0 ? [] : await engine.boxesOf(spaces);
  const spaceBounds = new Map<number, Bounds>();
  spaces.forEach((id, index) => {
    const box = boxes[index];
    if (box) spaceBounds.set(id, box);
  });
  return { nodes, names, spaceBounds };
};

/** The pinned requests at the centres of their first selected elements (those found in this model). */
export const placeRequests = async (
  engine: ViewerEngine,
  requests: readonly PinnedRequest[],
): Promise<PlacedRequest[]> => {
  const firstGuids = requests.map((request) => request.viewpoint.selectedGuids[0] ?? null);
  const wanted = firstGuids.filter((guid): guid is string => guid !== null);
  const localIds = wanted.length === 0 ? [] : await engine.localIdsOf(wanted);
  const byGuid = new Map(wanted.map((guid, index) => [guid, localIds[index] ?? null]));
  const found = [...new Set([...byGuid.values()].filter(isNumber))];
  const centres = found.length === 0 ? [] : await engine.centresOf(found);
  const centreOf = new Map(found.map((id, index) => [id, centres[index] ?? null]));
  return requests.flatMap((request, index) => {
    const guid = firstGuids[index];
    const localId = guid ? (byGuid.get(guid) ?? null) : null;
    const at = localId === null ? null : centreOf.get(localId);
    return localId !== null && at ? [{ request, localId, at }] : [];
  });
};

/** The placed requests whose elements show: all of them, or those on the storey shown alone. */
export const placedOnStorey = (
  placed: readonly PlacedRequest[],
  storey: PlaceNode | null,
): readonly PlacedRequest[] => {
  if (storey === null) return placed;
  const shown = new Set(storey.contents);
  return placed.filter(({ localId }) => shown.has(localId));
};
