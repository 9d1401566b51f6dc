import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { appLinkIn, emailTo } from './mailbox';

/** A page of its own for one browser (each user has their own context). */
const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/**
 * A resident of the demo's own, made through the back office's API as an administrator: the demo's residents log
 * in with the demo password in other journeys, so this one's password may change.
 */
const aResident = async (browser: Browser) => {
  const admin = await newPage(browser);
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const email = `resident-${Date.now().toString(36)}@example.nl`;
  const created = await admin.request.post('/api/app/office/people', {
    data: { name: 'Sanne Kuipers', email, language: 'en', administrator: false },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const complex = (await (await admin.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  const [anker] = complex;
  if (!anker) throw new Error('no VvE Het Anker');
  const details = (await (await admin.request.get(`/api/app/office/complexes/${anker.id}`)).json()) as {
    units: { id: number }[];
  };
  const [unit] = details.units;
  if (!unit) throw new Error('VvE Het Anker has no unit');
  expect((await admin.request.put(`/api/app/office/people/${id}/units/${unit.id}`)).ok()).toBe(true);
  expect((await admin.request.post(`/api/app/office/people/${id}/invitation`)).ok()).toBe(true);
  await admin.context().close();
  return { email };
};

/** Chooses a new password on the page of a link from an email. */
const choosePassword = async (page: Page, link: string, password: string) => {
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat the new password/).fill(password);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();
};

test('an invited resident chooses a password, forgets it, and gets a new one by email', async ({
  browser,
}) => {
  const { email } = await aResident(browser);
  const page = await newPage(browser);

  // The invitation's link opens the page to choose a password; then the resident is in their app.
  const invitation = await emailTo(email, /^You are invited to VvE Portaal$/);
  expect(invitation.text).toContain('Hello Sanne Kuipers,');
  await page.goto(appLinkIn(invitation));
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to VvE Portaal' })).toBeVisible();
  await expectNoViolations(page);
  await choosePassword(page, appLinkIn(invitation), 'eerste-wachtwoord-1');
  await page.getByRole('link', { name: 'Your properties' }).click();
  await expect(page.getByText('VvE Het Anker')).toBeVisible();
  await page.goto('/app/');
  await page.getByRole('button', { name: 'Log out' }).click();

  // Forgotten: 'Forgot password?' sends a link; the old password no longer works once a new one is chosen.
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await dialog.getByLabel(/^Email address/).fill(email.toUpperCase());
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('dialog', { name: 'Check your email' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();
  const reset = await emailTo(email, /^Choose a new password for VvE Portaal$/);
  await choosePassword(page, appLinkIn(reset), 'tweede-wachtwoord-2');
  await page.getByRole('button', { name: 'Log out' }).click();

  await logIn(page, email, 'eerste-wachtwoord-1');
  await expect(page.getByText('Incorrect username/password')).toBeVisible();
  await logIn(page, email, 'tweede-wachtwoord-2');
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();

  // A used link says so.
  await page.goto(appLinkIn(reset));
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
});
