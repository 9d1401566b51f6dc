import { mapMoments } from '@vve/contract/rules/condition-map';
import { useMemo, useState } from 'react';
import { useConditionMap } from '../api/get-condition-map';
import { useConditionPaint } from './use-condition-paint';
import type { ViewerEngine } from './viewer-engine';

/**
 * The viewer's condition map mode: whether it is on, the map (read when first turned on), the moments it can show
 * and the one shown (the newest unless another was chosen), and the model painted accordingly. It starts on when
 * `startOn` (the page was opened to link a register element) and the map is available.
 */
export const useConditionMapMode = (
  engine: ViewerEngine | null,
  projectId: number,
  available: boolean,
  startOn = false,
) => {
  const [on, setOn] = useState(available && startOn);
  const map = useConditionMap(projectId, available && on);
  const moments = useMemo(() => (map.data ? mapMoments(map.data.elements) : []), [map.data]);
  const [chosen, setChosen] = useState<number | null>(null);
  const momentIndex = chosen !== null && chosen < moments.length ? chosen : moments.length - 1;
  const moment = moments[momentIndex] ?? null;
  useConditionPaint(engine, map.data, moment, on);
  return { on, setOn, map, moments, momentIndex, setMomentIndex: setChosen, moment };
};
