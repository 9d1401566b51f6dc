import type { SpatialItem } from '../features/bim/engine/spatial-tree';

/** An element of a model's spatial structure, with what it contains. */
export const item = (localId: number, ...children: SpatialItem[]): SpatialItem => ({
  category: null,
  localId,
  children,
});

/** A category node of a spatial structure (That Open's), holding the items of that IFC class. */
export const category = (name: string, ...children: SpatialItem[]): SpatialItem => ({
  category: name,
  localId: null,
  children,
});
