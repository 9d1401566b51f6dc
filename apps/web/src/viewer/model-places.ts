import type { PinnedRequest } from '@vve/contract/calls/bim';
import type { PlacedRequest } from './pinned-request-markers';
import { placeIds, placeTree, type PlaceNode } from './spatial-tree';
import type { ViewerEngine } from './viewer-engine';

/** An element's local id that was found (not null). */
export const isNumber = (value: number | null): value is number => value !== null;

export interface Places {
  nodes: PlaceNode[];
  names: Map<number, string>;
}

const placeName = (data: unknown): string | null => {
  const item = data as Record<string, { value?: unknown } | undefined> | undefined;
  const longName = item?.LongName?.value;
  const name = item?.Name?.value;
  if (typeof longName === 'string' && longName !== '') return longName;
  return typeof name === 'string' && name !== '' ? name : null;
};

/** The storeys and spaces of the model with their names. */
export const loadPlaces = async (engine: ViewerEngine): Promise<Places> => {
  const nodes = placeTree(await engine.spatialStructure());
  const ids = placeIds(nodes);
  const data =
    ids.length === 0
      ? []
      : await engine.itemsData(ids, {
          attributesDefault: true,
          relationsDefault: { attributes: false, relations: false },
        });
  const names = new Map<number, string>();
  ids.forEach((id, index) => {
    const name = placeName(data[index]);
    if (name !== null) names.set(id, name);
  });
  return { nodes, names };
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
    const localId = guid ? byGuid.get(guid) : null;
    const at = localId === null || localId === undefined ? null : centreOf.get(localId);
    return at ? [{ request, at }] : [];
  });
};
