import type { InspectionState } from '@vve/contract/enums';
import { StatusBadge, type StatusLook } from './status-badge';

/** Each state of an inspection or element with its colour (spec §4) and its name. */
export const INSPECTION_STATES: Record<InspectionState, StatusLook> = {
  GREAT: { color: 'green.5', label: (t) => t('Super/Good') },
  WARN: { color: 'yellow.4', label: (t) => t('Moderate') },
  BAD: { color: 'red.4', label: (t) => t('Bad') },
  MISSING: { color: 'gray.4', label: (t) => t('Not specified') },
};

/** A state as a coloured badge. */
export const InspectionStateBadge = ({ state }: { state: InspectionState }) => (
  <StatusBadge look={INSPECTION_STATES[state]} />
);
