import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { lazy, Suspense } from 'react';
import { ContentSkeleton } from '../../../components/content-skeleton';

const Chart = lazy(async () => ({ default: (await import('./plan-chart')).PlanChart }));

/**
 * The plan's chart, whose code (and its chart library) loads when it is first shown: it stays out of the back
 * office's own chunk. Grey lines stand in for it meanwhile.
 */
export const LazyPlanChart = ({ plan }: { plan: MaintenancePlan }) => (
  <Suspense fallback={<ContentSkeleton lines={6} height={40} />}>
    <Chart plan={plan} />
  </Suspense>
);
