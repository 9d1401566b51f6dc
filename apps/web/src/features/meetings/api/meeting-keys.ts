import { OFFICE_KEY } from '../../../lib/office-key';

/**
 * The query keys of members' meetings: the back office's and its count, an owner's and their ballot, and a
 * complex's convened ones.
 */
export const meetingKeys = {
  office: (id: number) => [...OFFICE_KEY, 'meetings', id] as const,
  count: (id: number) => [...OFFICE_KEY, 'meetings', id, 'count'] as const,
  owner: (id: number) => ['meetings', id] as const,
  ballot: (id: number) => ['meetings', id, 'ballot'] as const,
  ofComplex: (vveId: number) => ['meetings', 'complex', vveId] as const,
};
