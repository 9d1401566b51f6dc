import { z } from 'zod';
import { defineCall } from '../define-call';
import { Id, IsoDate } from '../primitives';
import { Aspect } from './aspects';
import { PageParams } from './params';

/** A planned inspection task of an aspect (spec §3). */
export const Schedule = z.object({
  id: Id,
  scheduledDate: IsoDate,
  aspect: Aspect,
  /** The caller's own draft inspection of this task, which 'Continue' opens; null when there is none. */
  draftInspectionId: Id.nullable(),
});
export type Schedule = z.infer<typeof Schedule>;

export const schedulesCalls = {
  aspectSchedulesPage: defineCall({
    method: 'GET',
    path: '/api/app/aspect-schedules/page/:n',
    params: PageParams,
    response: z.array(Schedule),
  }),
};
