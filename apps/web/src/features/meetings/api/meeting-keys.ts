import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of members' meetings: the back office's and its count, an owner's and their ballot, a
 * complex's convened ones, and its decision list (an owner's and the back office's).
 */
export const meetingKeys = {
  office: (id: number) => [...OFFICE_KEY, 'meetings', id] as const,
  count: (id: number) => [...OFFICE_KEY, 'meetings', id, 'count'] as const,
  owner: (id: number) => ['meetings', id] as const,
  ballot: (id: number) => ['meetings', id, 'ballot'] as const,
  ofComplex: (vveId: number) => ['meetings', 'complex', vveId] as const,
  decisions: (vveId: number) => ['meetings', 'complex', vveId, 'decisions'] as const,
  officeDecisions: (complexId: number) => [...OFFICE_KEY, 'decisions', complexId] as const,
};
