import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An email as the catcher received it. */
export interface CaughtEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The headers by their lower-case names, as sent. */
  headers: Record<string, string>;
}

/** The first link in an email's text. */
export const linkIn = (email: CaughtEmail): string => {
  const link = /https?:\/\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no link in: ${email.text}`);
  return link;
};

const caught = (mail: ParsedMail): CaughtEmail => ({
  to: [mail.to ?? []]
    .flat()
    .map((address) => address.text)
    .join(', '),
  subject: mail.subject ?? '',
  text: mail.text ?? '',
  html: typeof mail.html === 'string' ? mail.html : '',
  headers: Object.fromEntries(
    mail.headerLines.map(({ key, line }) => [key, line.slice(line.indexOf(':') + 1).trim()]),
  ),
});

/**
 * A real SMTP server on a free port of 127.0.0.1 that keeps what it receives: tests send email through it as
 * the product does in production. `refuse(true)` makes it answer every message with a permanent error.
 */
export const startSmtpCatcher = async ({
  port = 0,
  onEmail,
}: {
  /** 0: any free port. */
  port?: number;
  /** Called with each email as it arrives. */
  onEmail?: (email: CaughtEmail) => void;
} = {}) => {
  const emails: CaughtEmail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume();
        stream.on('end', () => {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          const email = caught(mail);
          emails.push(email);
          onEmail?.(email);
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${listening.port}`,
    emails,
    /** The emails sent to one address, oldest first. */
    to: (address: string) => emails.filter((email) => email.to.includes(address)),
    refuse: (on: boolean) => {
      refusing = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
};

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
