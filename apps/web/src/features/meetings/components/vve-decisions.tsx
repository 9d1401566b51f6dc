import { useVveDecisions } from '../api/get-decisions';
import { DecisionList } from './decision-list';

/** The decision list of a complex, as its owner reads it. */
export const VveDecisions = ({ vveId }: { vveId: number }) => (
  <DecisionList decisions={useVveDecisions(vveId)} />
);
