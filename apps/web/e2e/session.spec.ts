import { expect, test } from '@playwright/test';
import { logIn } from './log-in';

test('an owner logs in and sees their properties', async ({ page }) => {
  await logIn(page, 'owner');
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your rental contract' })).toHaveCount(0);
});

test('the overlay shows the API host name', async ({ page, baseURL }) => {
  await page.goto('/app/');
  await expect(page.getByRole('heading', { level: 1, name: 'VvE Portaal' })).toBeVisible();
  await expect(page.getByText(new URL(baseURL ?? '').host)).toBeVisible();
});

test('bad credentials are alerted', async ({ page }) => {
  await logIn(page, 'owner2', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect username/password');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('logging out returns to the overlay, also after a reload', async ({ page }) => {
  await logIn(page, 'tenant');
  await expect(page.getByRole('link', { name: 'Your rental contract' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a reload keeps the session', async ({ page }) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();
});
