import { queryOptions, useQuery } from '@tanstack/react-query';
import { announcementsCalls, type Announcement } from '@vve/contract/calls/announcements';
import { apiCall } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

export const getOfficeAnnouncements = (): Promise<Announcement[]> =>
  apiCall(announcementsCalls.officeAnnouncements);

export const officeAnnouncementsQueryOptions = () =>
  queryOptions({ queryKey: announcementKeys.office(), queryFn: getOfficeAnnouncements });

/** The 100 newest announcements, for the back office: pinned ones first. */
export const useOfficeAnnouncements = () => useQuery(officeAnnouncementsQueryOptions());
