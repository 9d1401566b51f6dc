import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '@vve/contract/refusals';
import { outboxEmails } from '../db/schema/mail';
import { callerFor } from '../../test/api-client';
import { createUser } from '../../test/factories';
import { startSmtpCatcher, linkIn, type SmtpCatcher } from '../../test/smtp-catcher';
import { cookiesOf, createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs, postLogin, sessionStatus } from '../../test/session-client';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const GOOD_PASSWORD = 'paardenbloem-zonnig-42';

describe.each(testDatabaseKinds())('getting in on the %s database', (kind) => {
  let smtp: SmtpCatcher;
  let testApp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    testApp = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.close();
  });

  /** An administrator who made a person (language `language`) and can invite them. */
  const aPerson = async (language = 'nl') => {
    const { app, db } = testApp;
    const adminUser = await createUser(db, ['administrator'], 'Gerda Mulder');
    const admin = await callerFor(app, adminUser);
    const email = `p${Math.random().toString(36).slice(2, 10)}@vve.test`;
    const created = await admin('POST', '/api/app/office/people', {
      name: 'Iris Hoekstra',
      email: email.toUpperCase(),
      language,
      administrator: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: number };
    // Logged in anew for each invitation: the test clock may have ended the first session.
    const invite = async () =>
      (await callerFor(app, adminUser))('POST', `/api/app/office/people/${id}/invitation`);
    return { admin, id, email, invite };
  };

  /** The emails the server has sent to an address, once the outbox is delivered. */
  const mailTo = async (email: string) => {
    await testApp.app.mail.deliverDue();
    return smtp.to(email);
  };

  /** The emails to `email` once there are `count` of them: a reset link is made after the answer has gone. */
  const mailsTo = async (email: string, count: number) => {
    for (const started = Date.now(); Date.now() - started < 5000;) {
      const mails = await mailTo(email);
      if (mails.length >= count) return mails;
      await delay(50);
    }
    throw new Error(`no ${count} emails to ${email}`);
  };

  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  const choose = (token: string, password: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/app/password/link', payload: { token, password } });

  const linkInfo = (token: string) =>
    testApp.app.inject({ method: 'GET', url: `/api/app/password/link?token=${encodeURIComponent(token)}` });

  it('invites a person by email in their language; the link works once, for 7 days, and logs them in', async () => {
    const { app, clock } = testApp;
    const person = await aPerson('de');
    expect((await person.invite()).status).toBe(200);
    const [email] = await mailTo(person.email);
    if (!email) throw new Error('no invitation');
    expect(email.subject).toBe('Sie sind zu VvE Portaal eingeladen');
    expect(email.text).toContain('Hallo Iris Hoekstra,');
    expect(email.text).toContain(`Ihr Benutzername ist ${person.email}.`);
    expect(email.html).toContain('Passwort wählen');
    const link = linkIn(email);
    expect(link.startsWith('https://vve.test/app/password?token=')).toBe(true);
    const token = tokenOf(link);

    expect((await linkInfo(token)).json()).toEqual({
      name: 'Iris Hoekstra',
      username: person.email,
      purpose: 'invite',
    });
    // Too short, and too common: refused, and the link still works.
    const short = await choose(token, 'kort');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ message: string }>().message).toContain('at least 10 characters');
    const common = await choose(token, 'Qwertyuiop');
    expect(common.statusCode).toBe(400);
    expect(common.json<{ message: string }>().message).toBe(
      'This password is one of the most common ones. Choose another.',
    );

    clock.advance(6 * DAY);
    const chosen = await choose(token, GOOD_PASSWORD);
    expect(chosen.statusCode).toBe(200);
    const session = await sessionStatus(app, cookiesOf(chosen));
    // The answer is the new session's status, naming its person like the status call.
    expect(chosen.json()).toEqual({ status: '200', user: session.user });
    expect(session.status).toBe('200');
    // Used: the link works no more; the password does.
    expect((await choose(token, GOOD_PASSWORD)).json<{ message: string }>().message).toBe(
      REFUSALS.linkNotValid.message,
    );
    expect((await linkInfo(token)).statusCode).toBe(404);
    await loginAs(app, { username: person.email, password: GOOD_PASSWORD });
    // An active person is not invited again.
    const again = await person.invite();
    expect(again.status).toBe(409);
  });

  it('refuses an invitation link after 7 days, and every earlier link once a new one is sent', async () => {
    const { clock } = testApp;
    const person = await aPerson();
    await person.invite();
    await person.invite();
    const [first, second] = await mailTo(person.email);
    if (!first || !second) throw new Error('two invitations expected');
    expect(first.subject).toBe('U bent uitgenodigd voor VvE Portaal');
    expect((await choose(tokenOf(linkIn(first)), GOOD_PASSWORD)).statusCode).toBe(404);
    clock.advance(7 * DAY + 1);
    const expired = await choose(tokenOf(linkIn(second)), GOOD_PASSWORD);
    expect(expired.statusCode).toBe(404);
    expect(expired.json<{ message: string }>().message).toBe(REFUSALS.linkNotValid.message);
  });

  it('sends a reset link that works once, for an hour, and ends every session; the answer never tells whether the account exists', async () => {
    const { app, clock } = testApp;
    const person = await aPerson('en');
    await person.invite();
    const [invitation] = await mailTo(person.email);
    if (!invitation) throw new Error('no invitation');
    await choose(tokenOf(linkIn(invitation)), GOOD_PASSWORD);
    const oldSession = await loginAs(app, { username: person.email, password: GOOD_PASSWORD });

    const forgot = (email: string) =>
      app.inject({ method: 'POST', url: '/api/app/password/forgot', payload: { email } });
    const known = await forgot(` ${person.email.toUpperCase()} `);
    const unknown = await forgot('niemand-hier@vve.test');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(await mailTo('niemand-hier@vve.test')).toEqual([]);
    const reset = (await mailsTo(person.email, 2)).at(-1);
    if (!reset) throw new Error('no reset email');
    expect(reset.subject).toBe('Choose a new password for VvE Portaal');
    expect(reset.text).toContain('It works once, for one hour.');

    const token = tokenOf(linkIn(reset));
    expect((await linkInfo(token)).json<{ purpose: string }>().purpose).toBe('reset');
    clock.advance(HOUR - 1000);
    const chosen = await choose(token, 'een-nieuw-wachtwoord-7');
    expect(chosen.statusCode).toBe(200);
    expect((await sessionStatus(app, oldSession)).status).toBe('401');
    expect((await postLogin(app, person.email, GOOD_PASSWORD)).headers.location).toContain('error=true');
    await loginAs(app, { username: person.email, password: 'een-nieuw-wachtwoord-7' });

    // A second link, used after its hour, does nothing.
    await forgot(person.email);
    const late = (await mailsTo(person.email, 3)).at(-1);
    if (!late) throw new Error('no second reset email');
    clock.advance(HOUR + 1000);
    expect((await choose(tokenOf(linkIn(late)), 'nog-een-ander-wachtwoord')).statusCode).toBe(404);
  });

  it('limits requests for a reset link like logins: the 11th from one address for one email answers 429', async () => {
    const { app } = testApp;
    const forgot = () =>
      app.inject({
        method: 'POST',
        url: '/api/app/password/forgot',
        payload: { email: 'veel-gevraagd@vve.test' },
        remoteAddress: '10.1.2.3',
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await forgot()).statusCode).toBe(200);
    const limited = await forgot();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json<{ message: string }>().message).toMatch(
      /^Too many requests for a new password\. Try again in \d+ minutes\.$/,
    );
  });

  it('changes a password with the current one: other sessions end, this one goes on', async () => {
    const { app, db } = testApp;
    const user = await createUser(db, ['owner']);
    const elsewhere = await loginAs(app, user);
    const here = await loginAs(app, user);
    const change = (currentPassword: string, newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/app/account/password',
        cookies: here,
        payload: { currentPassword, newPassword },
      });
    const wrong = await change('niet-het-wachtwoord', 'een-nieuw-wachtwoord-9');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toBe('The current password is not right.');
    expect((await change(user.password, '1234567890')).statusCode).toBe(400);
    const changed = await change(user.password, 'een-nieuw-wachtwoord-9');
    expect(changed.statusCode).toBe(200);
    expect((await sessionStatus(app, elsewhere)).status).toBe('401');
    expect((await sessionStatus(app, here)).status).toBe('401');
    expect((await sessionStatus(app, cookiesOf(changed))).status).toBe('200');
    await loginAs(app, { username: user.username, password: 'een-nieuw-wachtwoord-9' });
  });

  it('keeps an email the mail server refuses in the outbox, and delivers it on a later try', async () => {
    const { db, clock } = testApp;
    const person = await aPerson();
    smtp.refuse(true);
    expect((await person.invite()).status).toBe(200);
    expect(await mailTo(person.email)).toEqual([]);
    const [kept] = await db.select().from(outboxEmails).where(eq(outboxEmails.recipient, person.email));
    expect(kept?.sentAt).toBeNull();
    expect(kept?.attempts).toBe(1);
    expect(kept?.lastError).toContain('Mailbox unavailable');
    smtp.refuse(false);
    // Not before its retry is due (30 s after the first try).
    expect(await mailTo(person.email)).toEqual([]);
    clock.advance(31_000);
    expect(await mailTo(person.email)).toHaveLength(1);
    const [sent] = await db.select().from(outboxEmails).where(eq(outboxEmails.recipient, person.email));
    expect(sent?.sentAt).not.toBeNull();
    expect(sent?.nextAttemptAt).toBeNull();
  });
});

describe('email without a mail server', () => {
  it('answers at once while no SMTP server listens, and keeps the email to retry', async () => {
    const testApp = await createTestApp('embedded', { config: { smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const { app, db } = testApp;
      const admin = await callerFor(app, await createUser(db, ['administrator']));
      const { id } = (
        await admin('POST', '/api/app/office/people', {
          name: 'Karin Smit',
          email: 'karin@vve.test',
          language: 'nl',
          administrator: false,
        })
      ).body as { id: number };
      expect((await admin('POST', `/api/app/office/people/${id}/invitation`)).status).toBe(200);
      await app.mail.deliverDue();
      const [kept] = await db.select().from(outboxEmails);
      expect(kept?.sentAt).toBeNull();
      expect(kept?.lastError).toBeTruthy();
      expect(kept?.nextAttemptAt).not.toBeNull();
    } finally {
      await testApp.close();
    }
  });

  it('writes the email with its link to the log when no SMTP_URL is set (the embedded default)', async () => {
    const testApp = await createTestApp('embedded');
    try {
      const { app, db } = testApp;
      const admin = await callerFor(app, await createUser(db, ['administrator']));
      const { id } = (
        await admin('POST', '/api/app/office/people', {
          name: 'Lars Vos',
          email: 'lars@vve.test',
          language: 'en',
          administrator: false,
        })
      ).body as { id: number };
      await admin('POST', `/api/app/office/people/${id}/invitation`);
      await app.mail.deliverDue();
      const [logged] = await db.select().from(outboxEmails);
      expect(logged?.loggedAt).not.toBeNull();
      expect(logged?.nextAttemptAt).toBeNull();
      expect(logged?.textBody).toContain('https://vve.test/app/password?token=');
    } finally {
      await testApp.close();
    }
  });
});
