import { createTransport } from 'nodemailer';
import type { EmailMessage } from './email-message';

/** Sends one email, or throws why it could not. */
export interface MailTransport {
  send: (message: EmailMessage) => Promise<void>;
  close: () => void;
}

/** Gives up on a mail server that does not answer within these times, so that a retry comes sooner. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Email over SMTP with nodemailer, from `SMTP_URL` (smtp:// or smtps://, with credentials in the URL). */
export const smtpTransport = (url: string, from: string): MailTransport => {
  const transport = createTransport({ url, ...TIMEOUTS });
  return {
    send: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => {
      transport.close();
    },
  };
};
