import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsCalls, type Announcement } from '@vve/contract/calls/announcements';
import { apiCall } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

export const getAnnouncements = (complexId?: number): Promise<Announcement[]> =>
  apiCall(announcementsCalls.announcements, { query: { complex: complexId } });

export const announcementsQueryOptions = (complexId?: number) =>
  queryOptions({ queryKey: announcementKeys.read(complexId), queryFn: () => getAnnouncements(complexId) });

/** The announcements for the user (of one complex, when given): pinned ones first, then the newest. */
export const useAnnouncements = (complexId?: number) => useQuery(announcementsQueryOptions(complexId));
