import { expect } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CaughtEmail } from '../../server/test/smtp-catcher';

/** Where the mail catcher keeps what the server sent in this run (see playwright.config.ts). */
export const MAIL_DIR = join(process.env.VVE_E2E_DATA_DIR ?? '', 'mail');

/** The emails to an address that have arrived so far, oldest first. */
export const emailsTo = (address: string): CaughtEmail[] =>
  readdirSync(MAIL_DIR)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as CaughtEmail)
    .filter((email) => email.to.toLowerCase().includes(address.toLowerCase()));

/** The newest email to an address whose subject matches, once it has arrived (the server sends after answering). */
export const emailTo = async (address: string, subject: RegExp): Promise<CaughtEmail> => {
  let found: CaughtEmail | undefined;
  await expect
    .poll(() => (found = emailsTo(address).findLast((email) => subject.test(email.subject))), {
      timeout: 15_000,
    })
    .toBeDefined();
  if (!found) throw new Error(`no email to ${address}`);
  return found;
};

/** The path (with its token) of the app link in an email, to open on the test server. */
export const appLinkIn = (email: CaughtEmail): string => {
  const link = /https?:\/\/\S+\/app\/\S+/.exec(email.text)?.[0];
  if (!link) throw new Error(`no app link in: ${email.text}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};
