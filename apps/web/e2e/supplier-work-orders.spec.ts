import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';
import { workOrdersOnPage } from './work-order-pages';

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
  const handled = (await workOrdersOnPage(page, 1)).filter((order) => order.afgerond).length;
  expect(handled).toBeGreaterThan(0);
  await expect(orders(page).getByText('Handled')).toHaveCount(handled);

  // Dakwerken Smit has some 66 work orders: a second page that is not full.
  const secondPage = (await workOrdersOnPage(page, 2)).length;
  expect(secondPage).toBeGreaterThan(0);
  expect(secondPage).toBeLessThan(50);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(orders(page)).toHaveCount(secondPage);
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
  // Page 1 shows what the server has there (the back office's journeys may have added newer orders).
  await expect(orders(page)).toHaveCount((await workOrdersOnPage(page, 1)).length);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  // Both organisations' orders: more on the second page than Dakwerken Smit alone has there.
  const secondPage = (await workOrdersOnPage(page, 2)).length;
  expect(secondPage).toBeGreaterThan(20);
  await expect(orders(page)).toHaveCount(secondPage);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, 'supplier2');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  const deBoer = (await workOrdersOnPage(page, 1)).length;
  expect(deBoer).toBeLessThan(secondPage);
  await expect(orders(page)).toHaveCount(deBoer);
  await expect(page.getByRole('button', { name: 'Next page' })).toHaveCount(0);
});
