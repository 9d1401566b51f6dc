import {
  officeComplexesCalls,
  type BimProjectPayload,
  type OfficeBimProject,
} from '@vve/contract/calls/office-complexes';
import { apiCall } from '../../../lib/api-client';
import { useComplexChange } from './use-complex-change';

export const addBimProject = (complexId: number, body: BimProjectPayload): Promise<OfficeBimProject> =>
  apiCall(officeComplexesCalls.addBimProject, { params: { id: complexId }, body });

/** Adds a 3D project (without a model yet) to a complex. */
export const useAddBimProject = (complexId: number) =>
  useComplexChange((body: BimProjectPayload) => addBimProject(complexId, body));
