import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  announcementsCalls,
  type Announcement,
  type AnnouncementPayload,
} from '@vve/contract/calls/announcements';
import { apiCall } from '../../../lib/api-client';
import { announcementKeys } from './announcement-keys';

/** An announcement to publish, with the key of its draft: sent again after a lost answer, it is published once. */
export interface AnnouncementToPublish {
  body: AnnouncementPayload;
  idempotencyKey: string;
}

export const publishAnnouncement = ({ body, idempotencyKey }: AnnouncementToPublish): Promise<Announcement> =>
  apiCall(announcementsCalls.publishAnnouncement, { body, idempotencyKey });

export const withdrawAnnouncement = (id: number): Promise<{ id: number }> =>
  apiCall(announcementsCalls.withdrawAnnouncement, { params: { id } });

/** A change of the announcements: once made, the back office's list (and the readers' lists here) load again. */
const useAnnouncementChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: announcementKeys.office() }),
        queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
      ]),
  });
};

/** Publishes an announcement: its readers hear of it at once. */
export const usePublishAnnouncement = () => useAnnouncementChange(publishAnnouncement);

/** Withdraws an announcement: nobody reads it any more. */
export const useWithdrawAnnouncement = () => useAnnouncementChange(withdrawAnnouncement);
