import { expect, test } from '@playwright/test';
import { logIn } from './log-in';

test('the supplier home restores the last-used tab after a reload', async ({ page }) => {
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(page.getByRole('heading', { name: 'Your work assignments' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Work orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Your work assignments' })).toBeVisible();
});
