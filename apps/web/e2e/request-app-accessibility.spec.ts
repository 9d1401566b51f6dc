import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { makePhoto } from './images';
import { logIn } from './log-in';

/** Checks the screen as it is: no axe violations and no sideways scrolling. */
const check = async (page: Page) => {
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
};

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** Every request-app screen of an owner, with its dialogs and alerts. */
const ownerScreens = async (page: Page) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Your properties' }).click();
  await expect(page.getByRole('link', { name: 'VvE Het Anker' })).toBeVisible();
  await check(page);

  await page.getByRole('link', { name: 'VvE Het Anker' }).click();
  await expect(page.getByText('Total contribution')).toBeVisible();
  await check(page);

  await page.getByRole('link', { name: 'View financial details' }).click();
  await expect(page.getByText('Account number')).toBeVisible();
  await check(page);

  await page.goto('/app/details');
  await page.getByRole('link', { name: 'VvE De Linde' }).click();
  await expect(page.getByText('No financial information available.')).toBeVisible();
  await check(page);

  await page.goto('/app/bim');
  await expect(page.getByRole('button', { name: /Het Anker – hoofdgebouw/ })).toBeVisible();
  await check(page);

  await page.goto('/app/reports');
  await expect(items(page).first()).toBeVisible();
  await check(page);
  await page.getByRole('tab', { name: 'My' }).click();
  await expect(items(page).first().locator('img').first()).toBeVisible();
  await check(page);

  await items(page).filter({ hasText: 'Scheur in de gevel' }).getByRole('link').click();
  await expect(page.getByRole('link', { name: 'Open viewpoint in BIM model' })).toBeVisible();
  await check(page);
  await page.getByRole('button', { name: 'Photo 1' }).click();
  await expect(page.getByRole('dialog', { name: 'Photo 1' })).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.goto('/app/reports/new');
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
  await check(page);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert')).toHaveText('No description');
  await page.locator('input[type=file]').setInputFiles([await makePhoto(page, 'roof.png', 'image/png')]);
  await expect(page.getByText('Uploaded')).toBeVisible();
  await check(page);
  await page.getByRole('button', { name: 'Complex VvE De Linde' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose your complex' })).toBeVisible();
  await expectNoViolations(page);
};

const tenantScreens = async (page: Page) => {
  await logIn(page, 'tenant');
  await page.getByRole('link', { name: 'Your rental contract' }).click();
  await expect(page.getByText('Rent arrears')).toBeVisible();
  await check(page);
};

test.describe('on a phone (360 px)', () => {
  test('the owner screens', async ({ page }) => {
    await ownerScreens(page);
  });

  test('the tenant screen', async ({ page }) => {
    await tenantScreens(page);
  });
});

test.describe('on a wide screen (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the owner screens', async ({ page }) => {
    await ownerScreens(page);
  });

  test('the tenant screen', async ({ page }) => {
    await tenantScreens(page);
  });
});
