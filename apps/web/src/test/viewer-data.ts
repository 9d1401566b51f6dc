import type { BimModel, BimProjectDetails } from '@vve/contract/calls/bim';

/** A model of het-anker.ifc as the host answers it: queued for conversion, unless changed. */
export const bimModel = (patch: Partial<BimModel> = {}): BimModel => ({
  id: 3,
  fileName: 'het-anker.ifc',
  schema: 'IFC4',
  ifcBytes: 120_000,
  status: 'QUEUED',
  error: null,
  attempts: 0,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  convertedAt: null,
  fragmentsBytes: null,
  ...patch,
});

/** Project 7 of VvE Het Anker (complex 1): without a model or the condition map, unless changed. */
export const bimProject = (patch: Partial<BimProjectDetails> = {}): BimProjectDetails => ({
  id: 7,
  name: 'Het Anker – hoofdgebouw',
  complexName: 'VvE Het Anker',
  complexId: 1,
  model: null,
  conditionMap: false,
  ...patch,
});
