import type { Vec3 } from './bcf-camera';
import { distanceTo } from './bounds';
import type { Places } from './model-places';
import type { PlaceNode } from './spatial-tree';

/** Where an element is, as a resident names it: its storey and its space (apartment, room). */
export interface ElementPlace {
  storey: string | null;
  space: string | null;
}

/** The place of an element that is not on any storey. */
export const NOWHERE: ElementPlace = { storey: null, space: null };

/**
 * How far (in metres) an element's centre may lie outside a space and still count as in it: a front door or a
 * window sits in the facade, just outside the apartment's box.
 */
const NEAR_SPACE = 0.5;

const spacesOf = (node: PlaceNode): PlaceNode[] =>
  node.children.flatMap((child) => [...(child.kind === 'space' ? [child] : []), ...spacesOf(child)]);

/** The space nearest to a point, within NEAR_SPACE; the first of equals. */
const nearestSpace = (spaces: readonly PlaceNode[], centre: Vec3, places: Places): PlaceNode | null => {
  let nearest: { space: PlaceNode; distance: number } | null = null;
  for (const space of spaces) {
    const bounds = places.spaceBounds.get(space.localId);
    const distance = bounds ? distanceTo(bounds, centre) : Infinity;
    if (distance <= NEAR_SPACE && (nearest === null || distance < nearest.distance))
      nearest = { space, distance };
  }
  return nearest?.space ?? null;
};

/**
 * The storey an element is on (the one whose contents hold it) and the space it is in: the space that holds it,
 * else the space of that storey nearest to its centre. A space itself has no space.
 */
export const placeOf = (localId: number, centre: Vec3 | null, places: Places): ElementPlace => {
  const storey = places.nodes.find((node) => node.kind === 'storey' && node.contents.includes(localId));
  if (!storey) return NOWHERE;
  const spaces = spacesOf(storey);
  const space = spaces.some((candidate) => candidate.localId === localId)
    ? null
    : (spaces.find((candidate) => candidate.contents.includes(localId)) ??
      (centre === null ? null : nearestSpace(spaces, centre, places)));
  return {
    storey: places.names.get(storey.localId) ?? null,
    space: space === null ? null : (places.names.get(space.localId) ?? null),
  };
};
