import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

/** The value next to a label on a details screen. */
const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

test('an owner reads a complex with finances, its financial details, and a complex without', async ({
  page,
}) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Your properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your properties' })).toBeVisible();
  await expect(page.getByText('Anna de Vries')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your complexes' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link')).toHaveText(['VvE De Linde', 'VvE Het Anker']);

  await page.getByRole('link', { name: 'VvE Het Anker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeVisible();
  await expect(page.getByText(/Appartementencomplex uit 1998/)).toBeVisible();
  // The active budget: 1380 + 840 + 216 a year, 115 + 70 + 18 a month; the debtor owes 125.50.
  await expect(detail(page, 'Total contribution')).toHaveText('€2,436.00');
  await expect(detail(page, 'Amount due')).toHaveText('€125.50');
  await expect(detail(page, 'Monthly contribution')).toHaveText('€203.00');
  const meetings = page.locator('section', { has: page.getByRole('heading', { name: 'Planned meetings' }) });
  await expect(meetings.getByRole('listitem')).toHaveCount(2);
  await expect(meetings.locator('time').first()).toHaveText(/\d{4} at \d{2}:\d{2}$/);

  await page.getByRole('link', { name: 'View financial details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financial details' })).toBeVisible();
  await expect(detail(page, 'Amount due')).toHaveText('€125.50');
  await expect(detail(page, 'Account number')).toHaveText('NL20 INGB 0001 2345 67');
  await expect(detail(page, 'Signed on')).toHaveText(/\d{4}$/);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'VvE De Linde' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'VvE De Linde' })).toBeVisible();
  await expect(page.getByText('No financial information available.')).toBeVisible();
  await expect(page.getByText('No planned meetings')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View financial details' })).toHaveCount(0);
});

test('an owner without a debt sees the amount paid ahead', async ({ page }) => {
  await logIn(page, 'owner2');
  await page.getByRole('link', { name: 'Your properties' }).click();
  await page.getByRole('link', { name: 'VvE Parkzicht' }).click();
  await expect(detail(page, 'Paid in advance')).toHaveText('€40.00');
  await page.getByRole('link', { name: 'View financial details' }).click();
  await expect(page.getByText('No direct debit authorisation')).toBeVisible();
});
