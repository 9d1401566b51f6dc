import fp from 'fastify-plugin';
import { z } from 'zod';
import { remindOwners } from '../commands/convoke-meeting';

declare module 'fastify' {
  interface FastifyInstance {
    meetingReminders: {
      /** Queues, with the convocation's changes (`tx`), the reminder of a meeting in `afterSeconds`. */
      queueIn: (tx: FastifyInstance['db'], meetingId: number, afterSeconds: number) => Promise<void>;
    };
  }
}

export const MEETING_REMINDER_JOB = 'meeting-reminder';

const MeetingReminderJob = z.object({ meetingId: z.number().int() });

/**
 * The reminder of a convened meeting two days before it: a job queued with the convocation, which a worker runs
 * when its time has come (on whichever node), reminding the owners once in the app and by email.
 */
export const meetingRemindersPlugin = fp(
  (app, _options, done) => {
    app.jobs.define({
      name: MEETING_REMINDER_JOB,
      retryLimit: 5,
      retryDelaySeconds: 60,
      oneWaitingPerKey: true,
      handle: async (data) => {
        const { meetingId } = MeetingReminderJob.parse(data);
        await remindOwners(app.db, { meetingId, publicUrl: app.publicUrl, at: app.clock() });
        app.workSignals.send('mail');
      },
    });
    app.decorate('meetingReminders', {
      queueIn: (tx, meetingId, afterSeconds) =>
        app.jobs.queueIn(tx, [
          { name: MEETING_REMINDER_JOB, data: { meetingId }, afterSeconds, key: String(meetingId) },
        ]),
    });
    done();
  },
  { name: 'meeting-reminders', dependencies: ['database', 'job-queue', 'work-signals'] },
);
