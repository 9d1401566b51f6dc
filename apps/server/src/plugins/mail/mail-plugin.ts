import fp from 'fastify-plugin';
import { smtpTransport } from '../../lib/mail/smtp-transport';
import { MailDelivery } from './mail-delivery';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailDelivery;
    /** The address people open the app at, for the links in emails. */
    publicUrl: string;
  }
}

export interface MailOptions {
  /** Without it, emails are written to the log and kept in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
}

/** How often the outbox is looked at for emails whose retry is due (new ones are sent at once). */
const RETRY_EVERY_MS = 15 * 1000;

/**
 * The outbox's delivery as `app.mail`, on a node that runs background work (`works`): a call that queued an email
 * on any node wakes it through the work signals; a timer retries what failed.
 */
export const mailPlugin = fp<MailOptions>(
  (app, { smtpUrl, mailFrom, publicUrl }, done) => {
    const transport = smtpUrl ? smtpTransport(smtpUrl, mailFrom) : undefined;
    const delivery = new MailDelivery(app.db, app.clock, transport, app.log);
    app.decorate('mail', delivery);
    app.decorate('publicUrl', publicUrl);
    const stop = app.workSignals.keepAwake('mail', RETRY_EVERY_MS, () => {
      delivery.kick();
    });
    app.addHook('onClose', async () => {
      stop();
      await delivery.close();
    });
    done();
  },
  { name: 'mail', dependencies: ['clock', 'database', 'work-signals'] },
);
