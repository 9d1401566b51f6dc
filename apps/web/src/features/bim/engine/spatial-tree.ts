/** That Open's spatial structure: category nodes (localId null) hold the items of that category. */
export interface SpatialItem {
  category: string | null;
  localId: number | null;
  children?: SpatialItem[];
}

/** A storey or space of the model, with every element inside it (itself included). */
export interface PlaceNode {
  localId: number;
  kind: 'storey' | 'space';
  children: PlaceNode[];
  /** The element and everything it contains: what isolating it shows. */
  contents: number[];
}

const KINDS: Record<string, PlaceNode['kind']> = { IFCBUILDINGSTOREY: 'storey', IFCSPACE: 'space' };

const allIds = (item: SpatialItem): number[] => [
  ...(item.localId === null ? [] : [item.localId]),
  ...(item.children ?? []).flatMap(allIds),
];

/** The storeys and spaces of a spatial structure, in the model's order. */
export const placeTree = (root: SpatialItem): PlaceNode[] => {
  const walk = (item: SpatialItem, category: string | null): PlaceNode[] => {
    const children = item.children ?? [];
    // A category node: its children are items of that category.
    if (item.localId === null) return children.flatMap((child) => walk(child, item.category ?? category));
    const inner = children.flatMap((child) => walk(child, null));
    const kind = category === null ? undefined : KINDS[category];
    if (kind === undefined) return inner;
    return [{ localId: item.localId, kind, children: inner, contents: allIds(item) }];
  };
  return walk(root, null);
};

/** Every storey and space id in the tree, to look their names up. */
export const placeIds = (nodes: readonly PlaceNode[]): number[] =>
  nodes.flatMap((node) => [node.localId, ...placeIds(node.children)]);
