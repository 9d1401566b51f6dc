import type { ViewpointCreate } from '@vve/contract/calls/bim';
import { useRaiseModelWorkOrder } from '../../features/bim/api/raise-model-request';
import { RaiseRequestDialog } from '../../features/bim/components/raise-request-dialog';
import { CreateWorkOrderDialog } from '../../features/work-orders/components/create-work-order-dialog';

interface RaiseDialogProps {
  projectId: number;
  /** The description to start from (what the picked element is, and where). */
  description: string;
  /** The viewpoint at the moment of sending. */
  viewpoint: () => ViewpointCreate;
  onClose: () => void;
}

/**
 * 'Create work order' at a picked element: the work order's dialog, and a request of the project's complex, pinned
 * at the current view, is raised with it in one step.
 */
const RaiseWorkOrderDialog = ({ projectId, description, viewpoint, onClose }: RaiseDialogProps) => {
  const create = useRaiseModelWorkOrder(projectId, viewpoint);
  return <CreateWorkOrderDialog create={create} description={description} onClose={onClose} />;
};

/** An administrator's 'Create a request' or 'Create work order' at a picked element. */
export const RaiseDialog = ({ kind, ...props }: RaiseDialogProps & { kind: 'request' | 'workOrder' }) =>
  kind === 'request' ? <RaiseRequestDialog {...props} /> : <RaiseWorkOrderDialog {...props} />;
