import {
  officeComplexesCalls,
  type BimProjectPayload,
  type OfficeBimProject,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const renameBimProject = (id: number, body: BimProjectPayload): Promise<OfficeBimProject> =>
  apiCall(officeComplexesCalls.renameBimProject, { params: { id }, body });

/** Renames a 3D project. */
export const useRenameBimProject = (id: number) =>
  useComplexChange((body: BimProjectPayload) => renameBimProject(id, body));
