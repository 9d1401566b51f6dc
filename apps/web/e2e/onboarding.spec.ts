import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { appLinkIn, emailTo } from './mailbox';
import { aResident, choosePassword, newPage } from './residents';

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
