import { expect, test } from '@playwright/test';
import { logIn } from './log-in';
import { watchPolicyViolations } from './policy-violations';

test('the request-app runs within its content security policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('the supplier-app runs within its content security policy', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(page.getByRole('tab', { name: 'Work orders', selected: true })).toBeVisible();
  expect(await violations()).toEqual([]);
});
