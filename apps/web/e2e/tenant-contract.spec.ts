import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

test('a tenant reads their rental contract and opens the contract file', async ({ page }) => {
  await logIn(page, 'tenant');
  await page.getByRole('link', { name: 'Your rental contract' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your rental contract' })).toBeVisible();
  await expect(page.getByText('Kadijksplein 5-2')).toBeVisible();
  await expect(page.getByText('(HA-005)')).toBeVisible();
  await expect(detail(page, 'Monthly rent')).toHaveText('€1,125.00');
  await expect(detail(page, 'Landlord account')).toHaveText(/^NL44 RABO 0123 4567 89/);
  await expect(detail(page, 'Automatic collection')).toHaveText('Authorized');
  await expect(detail(page, 'Rent arrears')).toHaveText('€87.50');
  await expect(detail(page, 'Rent arrears').locator('span')).toHaveCSS('color', 'rgb(201, 42, 42)');
  await expect(detail(page, 'Deposit')).toHaveText('€2,250.00');
  await expect(detail(page, 'End date')).toHaveText('No end date');
  await expect(detail(page, 'Notice period')).toHaveText('1 month');

  const file = page.getByRole('link', { name: 'huurovereenkomst-ha-005.pdf' });
  await expect(file).toHaveAttribute('target', '_blank');
  const href = await file.getAttribute('href');
  expect(href).toMatch(/\/file\/download\/\d+\/\w+\/huurovereenkomst-ha-005\.pdf\?accessCode=/);
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a tenant who paid ahead sees the rent advance in green', async ({ page }) => {
  await logIn(page, 'tenant2');
  await page.getByRole('link', { name: 'Your rental contract' }).click();
  await expect(detail(page, 'Rent advance')).toHaveText('€50.00');
  await expect(detail(page, 'Rent advance').locator('span')).toHaveCSS('color', 'rgb(35, 112, 50)');
  await expect(page.getByText('Rent arrears')).toHaveCount(0);
  await expect(detail(page, 'Automatic collection')).toHaveText('No');
  await expect(detail(page, 'Notice period')).toHaveText('2 months');
});
