import { useOfficeDecisions } from '../api/get-decisions';
import { DecisionList } from './decision-list';

/** The decision list of a complex, in the back office. */
export const OfficeDecisions = ({ complexId }: { complexId: number }) => (
  <DecisionList decisions={useOfficeDecisions(complexId)} />
);
