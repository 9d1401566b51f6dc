// Started by Playwright before the server (playwright.config.ts): a real SMTP server that the server sends its
// email to, each message kept as a JSON file in E2E_MAIL_DIR for the journeys to read (e2e/mailbox.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpCatcher } from '../../server/test/smtp-catcher';

const directory = process.env.E2E_MAIL_DIR;
const port = Number(process.env.E2E_SMTP_PORT);
if (!directory || !Number.isInteger(port)) throw new Error('E2E_MAIL_DIR and E2E_SMTP_PORT must be set');
mkdirSync(directory, { recursive: true });

let received = 0;
const catcher = await startSmtpCatcher({
  port,
  onEmail: (email) => {
    received += 1;
    writeFileSync(join(directory, `${String(received).padStart(5, '0')}.json`), JSON.stringify(email));
  },
});
const stop = () => {
  void catcher.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
