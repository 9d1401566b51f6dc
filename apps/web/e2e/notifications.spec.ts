import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { emailsTo, emailTo } from './mailbox';
import { aLoggedInResident, newPage } from './residents';

/** The server words a notification within a second or two; the bell asks every 5 s. */
const NOTIFIED = { timeout: 15_000 };

/** The subject of a digest of one notification. */
const ONE_NOTIFICATION = /^VvE Portaal: 1 new notification$/;

const stamp = () => Date.now().toString(36);

/** A request of the resident's own in their complex, sent as the request-app sends it; answers its id. */
const aRequest = async (page: Page, complexId: number, description: string): Promise<number> => {
  const sent = await page.request.post('/api/app/reports', {
    data: { omschrijving: description, publiclyVisible: false, vve: complexId },
  });
  expect(sent.ok()).toBe(true);
  return ((await sent.json()) as { id: number }).id;
};

const anAdministrator = async (browser: Browser): Promise<Page> => {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  return admin;
};

/** The bell in the header, whatever it counts. */
const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test("the resident's bell counts the administrator's status change and opens the request", async ({
  browser,
}) => {
  const resident = await aLoggedInResident(browser, 'Ruben Smit');
  const description = `Tocht bij de voordeur ${stamp()}`;
  const id = await aRequest(resident.page, resident.complexId, description);
  const bell = bellOf(resident.page);
  await expect(bell).toHaveAccessibleName('Notifications');

  const admin = await anAdministrator(browser);
  await admin.goto(`/app/office/requests/${id}`);
  await admin.getByRole('button', { name: 'Take into handling' }).click();
  await expect(admin.getByText('The status has been changed.')).toBeVisible();

  // Without a reload: the bell asks every few seconds.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', NOTIFIED);
  await bell.click();
  const panel = resident.page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: description });
  await expect(item).toContainText(`Unread: Your request “${description}” is now Being handled`);
  await expectNoViolations(resident.page);

  await item.getByRole('button').click();
  await expect(resident.page).toHaveURL(new RegExp(`/app/reports/${id}$`));
  await expect(resident.page.getByRole('heading', { level: 1, name: /^Request \d+$/ })).toBeVisible();
  await expect(resident.page.getByText(description)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('with email off for status changes no email comes, where with it on one does', async ({ browser }) => {
  const quiet = await aLoggedInResident(browser, 'Iris Quist');
  const mailed = await aLoggedInResident(browser, 'Mark Mol');

  // The quiet one turns off the emails of status changes; the app always tells of them.
  await quiet.page.getByRole('link', { name: 'Notification settings' }).click();
  await expect(quiet.page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  const statusChanges = quiet.page.getByRole('group', { name: 'Status changes of my requests' });
  await expect(statusChanges.getByText('In the app: always')).toBeVisible();
  await statusChanges.getByRole('switch', { name: 'Email' }).uncheck();
  await expectNoViolations(quiet.page);
  await quiet.page.getByRole('button', { name: 'Save' }).click();
  await expect(quiet.page.getByText('Your notification settings have been saved.')).toBeVisible();

  const quietRequest = `Klemmende brievenbus ${stamp()}`;
  const mailedRequest = `Lamp in het trappenhuis ${stamp()}`;
  const ids = [
    await aRequest(quiet.page, quiet.complexId, quietRequest),
    await aRequest(mailed.page, mailed.complexId, mailedRequest),
  ];
  const admin = await anAdministrator(browser);
  for (const id of ids) {
    const changed = await admin.request.post(`/api/app/office/requests/${id}/status`, {
      data: { from: 'NIEUW', to: 'IN_BEHANDELING' },
    });
    expect(changed.ok()).toBe(true);
  }

  // With email on: the first email goes out at once.
  const email = await emailTo(mailed.email, ONE_NOTIFICATION);
  expect(email.text).toContain(mailedRequest);
  // With it off: the app tells of it, and no email comes.
  await quiet.page.goto('/app/');
  await expect(bellOf(quiet.page)).toHaveAccessibleName('Notifications, 1 unread', NOTIFIED);
  await quiet.page.waitForTimeout(3_000); // as long again for an email that should not come
  expect(emailsTo(quiet.email).map(({ subject }) => subject)).toEqual(['You are invited to VvE Portaal']);

  // The email's unsubscribe link works without a login, and turns those emails off.
  const link = /https?:\/\/\S+(\/app\/unsubscribe\?token=\S+)/.exec(email.text)?.[1];
  if (!link) throw new Error(`no unsubscribe link in: ${email.text}`);
  const visitor = await newPage(browser);
  await visitor.goto(link);
  await expect(visitor.getByText('You will no longer receive these emails.')).toBeVisible();
  await expectNoViolations(visitor);
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    visitor.getByText('You no longer receive emails about: Status changes of my requests'),
  ).toBeVisible();
  await mailed.page.goto('/app/notification-settings');
  await expect(
    mailed.page
      .getByRole('group', { name: 'Status changes of my requests' })
      .getByRole('switch', { name: 'Email' }),
  ).not.toBeChecked();
});
