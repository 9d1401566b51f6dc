import type { ConditionMap, MapElement } from '@vve/contract/calls/condition-map';
import { ifcClassesFor, linkProposals, type LinkProposal } from '@vve/contract/rules/model-link-proposals';
import { useEffect, useMemo, useState } from 'react';
import { applyUnlessStale } from '../../../lib/apply-unless-stale';
import type { ViewerEngine } from './viewer-engine';

/** The links the model's classes suggest for the map's unlinked register elements (administrators' maps only). */
export const useLinkProposals = (
  engine: ViewerEngine | null,
  map: ConditionMap | undefined,
): LinkProposal<MapElement>[] => {
  const [byClass, setByClass] = useState<Record<string, number[]>>({});
  const classes = useMemo(
    () => [...new Set(map?.elements.flatMap((element) => ifcClassesFor(element.nlsfbCode)) ?? [])].sort(),
    [map],
  );
  const proposes = map?.proposesLinks ?? false;
  const key = classes.join(' ');
  useEffect(() => {
    if (!engine || !proposes || key === '') return;
    return applyUnlessStale(
      engine.itemsOfClasses(key.split(' ')),
      setByClass,
      'The model’s classes could not be read.',
    );
  }, [engine, proposes, key]);
  return useMemo(
    () => (map && proposes ? linkProposals(map.elements, byClass) : []),
    [map, proposes, byClass],
  );
};
