import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './log-in';

test.use({ locale: 'nl-NL' });

test('a Dutch browser gets the Dutch UI', async ({ page }) => {
  await page.goto('/app/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByRole('textbox', { name: 'Gebruikersnaam' }).fill('owner');
  await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();

  await expect(page.getByRole('link', { name: 'Uw woningen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Verzoeken' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
});
