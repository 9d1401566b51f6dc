import { OFFICE_KEY } from '../../../lib/office-key';

/** The query keys of members' meetings: the back office's, an owner's, and a complex's convened ones. */
export const meetingKeys = {
  office: (id: number) => [...OFFICE_KEY, 'meetings', id] as const,
  owner: (id: number) => ['meetings', id] as const,
  ofComplex: (vveId: number) => ['meetings', 'complex', vveId] as const,
};
