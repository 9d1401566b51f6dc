import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

const orders = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

const openWorkOrders = async (page: Page, username: string) => {
  await logIn(page, username);
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(orders(page).first()).toBeVisible();
};

test('a supplier pages through work orders and reports a blocked order', async ({ page }) => {
  await openWorkOrders(page, 'supplier');
  await expect(page.getByRole('heading', { name: 'Your work assignments' })).toBeVisible();
  await expect(orders(page)).toHaveCount(50);
  await expect(page.getByRole('button', { name: 'Previous page' })).toHaveCount(0);
  await expect(orders(page).getByText('Handled')).toHaveCount(10);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(orders(page)).toHaveCount(14);
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(orders(page)).toHaveCount(50);

  // The fifth order (a crack around the roof light) has no update yet.
  const order = orders(page).filter({ hasText: 'Scheur in dakbedekking rond de lichtkoepel' }).first();
  await expect(order.getByText(/✅|🔁|⛔|Handled/)).toHaveCount(0);
  await order.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work order' })).toBeVisible();
  await expect(page.getByText('No update yet')).toBeVisible();
  await expect(page.getByRole('radio', { name: '✅ Work complete' })).toBeChecked();

  await page.getByRole('radio', { name: '⛔ Work cannot be performed' }).check();
  const explanation = 'Geen toegang: de dakluik-sleutel ontbreekt bij de beheerder.';
  await page.getByLabel('Please explain the problem, or the action that needs to be done').fill(explanation);
  await page.getByRole('button', { name: 'Update status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(
    'Are you sure you want to update the status to "⛔ Work cannot be performed"?',
  );
  await dialog.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  await expect(page.locator('dt', { hasText: 'Status' }).locator('+ dd')).toHaveText(
    '⛔ Work cannot be performed',
  );
  await expect(page.getByText(explanation)).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(
    orders(page).filter({ hasText: 'Scheur in dakbedekking rond de lichtkoepel' }).first(),
  ).toContainText('⛔ Work cannot be performed');
});

test("an administrator sees both organisations' work orders", async ({ page }) => {
  await openWorkOrders(page, 'admin');
  await expect(page.getByRole('heading', { name: 'All work orders' })).toBeVisible();
  // Both organisations' newest orders were made at the same moment: one from each.
  await expect(orders(page).nth(0)).toContainText('Dakgoot aan de achterzijde lekt bij hevige regen');
  await expect(orders(page).nth(1)).toContainText('Dakgoot aan de achterzijde lekt bij hevige regen');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  // 64 of Dakwerken Smit and 12 of De Boer: 26 on the second page, where a supplier alone has 14.
  await expect(orders(page)).toHaveCount(26);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, 'supplier2');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(orders(page)).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
});
