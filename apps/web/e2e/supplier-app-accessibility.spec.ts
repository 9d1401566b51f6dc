import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { logIn } from './log-in';

test('every supplier-app screen passes axe', async ({ page }) => {
  await logIn(page, 'supplier');
  const panel = page.getByRole('tabpanel');

  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(panel.getByText('No end date').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page);

  await panel.getByRole('listitem').first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Related tasks' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toBeVisible();
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('tab', { name: 'Inspections' }).click();
  await expect(page.getByRole('button', { name: /^Register / }).first()).toBeVisible();
  await expectNoViolations(page);

  await page
    .getByRole('link', { name: /Dakbedekking/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'State per element' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  await expectNoViolations(page);
  await page
    .getByRole('button', { name: /^Rename / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Rename' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('dialog', { name: 'Rename' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: 'Dak noord', exact: true }).click();
  await expect(page.getByRole('link', { name: /Lichtkoepel trappenhuis/ })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: /Lichtkoepel trappenhuis/ }).click();
  await expect(page.getByRole('heading', { name: 'Element information' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
  await expectNoViolations(page);
});
