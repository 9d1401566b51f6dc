import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { aLoggedInResident, newPage } from './residents';

/** The server tells of an announcement within a second or two; the bell asks every 5 s. */
const NOTIFIED = { timeout: 15_000 };

test('an announcement to the owners of one complex reaches them, and not the owners of another', async ({
  browser,
}) => {
  // A new owner in VvE Het Anker; the demo's owner2 owns in VvE Parkzicht only.
  const owner = await aLoggedInResident(browser, 'Femke Dekker');
  const title = `Glazenwasser komt dinsdag ${Date.now().toString(36)}`;

  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await admin.goto('/app/office/announcements');
  await expect(admin.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await admin.getByRole('button', { name: 'Write an announcement' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Write an announcement' });
  await dialog.getByLabel(/^Complexes/).fill('Anker');
  await admin.getByRole('option', { name: 'VvE Het Anker' }).click();
  // The list stays open for more complexes until the field is left.
  await dialog.getByLabel(/^Complexes/).press('Tab');
  await dialog.getByRole('radio', { name: 'Owners only' }).check();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Text' }).fill('Zet dinsdag de ramen aan de galerij open.');
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText('The announcement has been published.')).toBeVisible();
  const published = admin.getByRole('article').filter({ hasText: title });
  await expect(published).toContainText('Owners only · VvE Het Anker');
  await expectNoViolations(admin);

  // The owner's bell tells of it, and opens the complex, where it is listed.
  const bell = owner.page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/, NOTIFIED);
  await bell.click();
  const item = owner.page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(item).toContainText(`Announcement for VvE Het Anker: “${title}”`);
  await item.getByRole('button').click();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeVisible();
  const card = owner.page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('Zet dinsdag de ramen aan de galerij open.');
  await expectNoViolations(owner.page);

  // The owner of another complex reads nothing of it.
  const other = await newPage(browser);
  await logIn(other, 'owner2');
  await other.getByRole('link', { name: 'Your properties' }).click();
  await other.getByRole('link', { name: 'VvE Parkzicht' }).click();
  await expect(other.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
  await expect(other.getByText('Planned meetings')).toBeVisible();
  await expect(other.getByText(title)).toHaveCount(0);
  const notifications = (await (await other.request.get('/api/app/notifications')).json()) as {
    notifications: { facts: { title?: string } }[];
  };
  expect(notifications.notifications.map((notification) => notification.facts.title)).not.toContain(title);

  // Withdrawn, the owner reads it no more.
  await published.getByRole('button', { name: `Withdraw ${title}` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByRole('article').filter({ hasText: title })).toHaveCount(0);
  await owner.page.reload();
  await expect(owner.page.getByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeVisible();
  await expect(owner.page.getByRole('heading', { level: 2, name: 'Announcements' })).toBeVisible();
  await expect(owner.page.getByText(title)).toHaveCount(0);
});
