import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

const expectNoViolations = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations).toEqual([]);
};

test('the login overlay', async ({ page }) => {
  await page.goto('/app/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoViolations(page);
});

test('the login overlay with an alert', async ({ page }) => {
  await logIn(page, 'tenant2', 'not-the-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoViolations(page);
});

test('the request-app home', async ({ page }) => {
  await logIn(page, 'owner');
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();
  await expectNoViolations(page);
});

test('the supplier-app home and its menu', async ({ page }) => {
  await logIn(page, 'supplier');
  await expect(page.getByRole('heading', { name: 'Your contracts with the administrator' })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expectNoViolations(page);
});
