import type { OfficeDecision } from '@vve/contract/calls/meeting-votes';
import type { ReactNode } from 'react';
import { useOfficeDecisions } from '../api/get-decisions';
import { DecisionList } from './decision-list';

/** The decision list of a complex, in the back office, with what the screen offers below each decision. */
export const OfficeDecisions = ({
  complexId,
  actions,
}: {
  complexId: number;
  actions?: (decision: OfficeDecision) => ReactNode;
}) => <DecisionList decisions={useOfficeDecisions(complexId)} actions={actions} />;
