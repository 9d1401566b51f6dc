import type { ElementScore } from '@vve/contract/rules/element-score';
import type { PaintLayer } from './viewer-engine';
import { colorOfScore } from '@vve/contract/rules/condition-colors';

/**
 * The paint of the model: its elements grouped by the colour of their score (the GlobalIds the map paints, through
 * the model's local ids; a GlobalId the model does not have is left out).
 */
export const paintLayers = (
  paint: ReadonlyMap<string, ElementScore | null>,
  localIdOf: ReadonlyMap<string, number>,
): PaintLayer[] => {
  const byColor = new Map<string, number[]>();
  for (const [guid, score] of paint) {
    const localId = localIdOf.get(guid);
    if (localId === undefined) continue;
    const color = colorOfScore(score);
    const ids = byColor.get(color) ?? [];
    ids.push(localId);
    byColor.set(color, ids);
  }
  return [...byColor].map(([color, localIds]) => ({ color, localIds }));
};
