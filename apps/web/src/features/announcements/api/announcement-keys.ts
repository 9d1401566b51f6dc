import { OFFICE_KEY } from '../../../lib/office-key';

/** The query keys of announcements: the reader's (all, or of one complex) and the back office's. */
export const announcementKeys = {
  all: ['announcements'] as const,
  read: (complexId?: number) => [...announcementKeys.all, complexId ?? 'all'] as const,
  office: () => [...OFFICE_KEY, 'announcements'] as const,
};
