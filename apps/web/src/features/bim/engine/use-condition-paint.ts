import type { ConditionMap } from '@vve/contract/calls/condition-map';
import { elementsAt, paintOf } from '@vve/contract/rules/condition-map';
import { useEffect, useRef, useState } from 'react';
import { applyUnlessStale } from '../../../lib/apply-unless-stale';
import { paintLayers } from './paint-layers';
import type { ViewerEngine } from './viewer-engine';

/** The model's local id of each GlobalId the map links (those the model has). */
const localIdsOfMap = async (engine: ViewerEngine, map: ConditionMap) => {
  const guids = [...new Set(map.elements.flatMap((element) => element.globalIds))];
  const localIds = guids.length === 0 ? [] : await engine.localIdsOf(guids);
  return new Map(
    guids.flatMap((guid, index) => {
      const localId = localIds[index];
      return localId === null || localId === undefined ? [] : [[guid, localId] as const];
    }),
  );
};

/**
 * Paints the model by the map at a moment (null: now) while `on`; takes the paint away when turned off. Marks
 * when the map has arrived (`viewer:condition-map-read`), its GlobalIds are found in the model (`…-placed`) and its
 * first paint is drawn (`…-painted`), for bench:model-load.
 */
export const useConditionPaint = (
  engine: ViewerEngine | null,
  map: ConditionMap | undefined,
  moment: string | null,
  on: boolean,
) => {
  const [localIdOf, setLocalIdOf] = useState<{ map: ConditionMap; ids: Map<string, number> } | null>(null);
  const painted = useRef(false);

  useEffect(() => {
    if (!engine || !map) return;
    performance.mark('viewer:condition-map-read');
    return applyUnlessStale(
      localIdsOfMap(engine, map),
      (ids) => {
        performance.mark('viewer:condition-map-placed');
        setLocalIdOf({ map, ids });
      },
      'The condition map could not be placed in the model.',
    );
  }, [engine, map]);

  useEffect(() => {
    if (!engine) return;
    if (!on || !map) {
      if (!painted.current) return;
      painted.current = false;
      void engine.paintElements(null);
      return;
    }
    // A map read again keeps the paint of the one before until its elements are found in the model.
    if (localIdOf?.map !== map) return;
    const first = !painted.current;
    painted.current = true;
    const layers = paintLayers(paintOf(elementsAt(map.elements, moment)), localIdOf.ids);
    engine.paintElements(layers).then(
      () => {
        if (first) performance.mark('viewer:condition-map-painted');
      },
      (error: unknown) => {
        console.error('The condition map could not be painted.', error);
      },
    );
  }, [engine, map, moment, on, localIdOf]);
};
