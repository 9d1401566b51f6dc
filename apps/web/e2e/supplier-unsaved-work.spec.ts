import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './images';
import { logIn } from './log-in';
import { ordersWithoutUpdate, workOrdersOnPage } from './work-order-pages';

/** Opens the demo's draft inspection 'Window frames' from the inspections tab. */
const openDraft = async (page: Page) => {
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await page
    .getByRole('link', { name: /Window frames/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Window frames' })).toBeVisible();
};

const confirm = (page: Page, button: string) =>
  page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: button }).click();

test('an inspector removes a photo: nothing is stored until Save, a reload keeps the change, leaving undoes it', async ({
  page,
}) => {
  await logIn(page, 'supplier');
  await openDraft(page);
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles(await makePhoto(page, 'kozijn.png', 'image/png'));
  await expect(page.getByRole('link', { name: 'kozijn.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your inspection has been saved.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toHaveCount(0);

  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes.push(request.url());
  });
  await page.getByRole('button', { name: 'Remove kozijn.png' }).click();
  await confirm(page, 'Remove');
  await expect(page.getByRole('link', { name: 'kozijn.png' })).toHaveCount(0);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  expect(deletes).toEqual([]);

  // A reload asks first, then finds the unsaved change again.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Window frames' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('link', { name: 'kozijn.png' })).toHaveCount(0);

  // The browser's Back asks too; staying keeps the inspection and its change.
  await page.goBack();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Window frames' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Leaving asks, and leaving without saving brings the photo back: the server never lost it.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toContainText(
    'This inspection has changes that are not saved. Leave without saving them?',
  );
  await confirm(page, 'Leave without saving');
  await expect(page.getByRole('tab', { name: 'Inspections' })).toBeVisible();
  expect(deletes).toEqual([]);
  await openDraft(page);
  await expect(page.getByRole('link', { name: 'kozijn.png' })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
});

test("a photo taken on an element screen stays in that element's list", async ({ page }) => {
  await logIn(page, 'supplier');
  await openDraft(page);
  await page.getByRole('link', { name: 'Gevel voorzijde', exact: true }).click();
  await page.getByRole('link', { name: /Kozijn 0\.01/ }).click();
  await expect(page.getByRole('heading', { name: 'Element information' })).toBeVisible();
  await page
    .locator('input[type=file]')
    .setInputFiles(await makePhoto(page, 'kozijn-0-01.jpg', 'image/jpeg'));
  await expect(page.getByRole('link', { name: 'kozijn-0-01.jpg' })).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'State per element' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kozijn-0-01.jpg' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your inspection has been saved.')).toBeVisible();
  await page.getByRole('link', { name: 'Gevel voorzijde', exact: true }).click();
  await page.getByRole('link', { name: /Kozijn 0\.01/ }).click();
  await expect(page.getByRole('link', { name: 'kozijn-0-01.jpg' })).toBeVisible();
});

test('work-order pages are history entries: back returns to the page, and a new page starts at its top', async ({
  page,
}) => {
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  const orders = page.getByRole('tabpanel', { name: 'Work orders' }).getByRole('listitem');
  await expect(orders).toHaveCount(50);
  const secondPage = (await workOrdersOnPage(page, 2)).length;
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/\?page=2$/);
  await expect(orders).toHaveCount(secondPage);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await orders.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Work order' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(orders).toHaveCount(secondPage);

  await page.goBack();
  await expect(orders).toHaveCount(50);
  await expect(page).toHaveURL(/\/app\/$/);
});

test('a double click on OK sends one status report', async ({ page }) => {
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await ordersWithoutUpdate(page).last().getByRole('link').click();
  await expect(page.getByText('No update yet')).toBeVisible();
  const reports: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/supplier-status'))
      reports.push(request.url());
  });
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).dblclick();
  await expect(page.getByText('The status has been updated.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  expect(reports).toHaveLength(1);
});
