import { expect, test } from '@playwright/test';
import { logIn } from './log-in';

test('an administrator switches to the request-app and back', async ({ page }) => {
  await logIn(page, 'admin');
  await expect(page.getByRole('heading', { name: 'All contracts' })).toBeVisible();

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Switch to request-app' }).click();
  await expect(page.getByRole('button', { name: 'Switch to supplier-app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Requests' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to supplier-app' })).toBeVisible();

  await page.getByRole('button', { name: 'Switch to supplier-app' }).click();
  await expect(page.getByRole('heading', { name: 'All contracts' })).toBeVisible();
});

test('a supplier has no switch', async ({ page }) => {
  await logIn(page, 'supplier');
  await expect(page.getByRole('heading', { name: 'Your contracts with the administrator' })).toBeVisible();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to request-app' })).toHaveCount(0);
});
