import { expect, test, type Page } from '@playwright/test';
import { expectNothingCut, expectNoSidewaysScroll, expectNoViolations } from './axe';
import { makePhoto } from './images';
import { logIn } from './log-in';

/** Checks the screen as it is: no axe violations, no sideways scrolling, no title or badge cut short. */
const check = async (page: Page) => {
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await expectNothingCut(page);
};

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** The request-app screens of an owner and a tenant, in journeys short enough for a busy machine. */
const journeys: Record<string, (page: Page) => Promise<void>> = {
  "the owner's properties and finances": async (page) => {
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
  },

  "the owner's 3D models": async (page) => {
    await logIn(page, 'owner');
    // Only once logged in: a page load would cut the login short.
    await expect(page.getByRole('link', { name: 'Requests' })).toBeVisible();
    await page.goto('/app/bim');
    await expect(page.getByRole('button', { name: /Het Anker – hoofdgebouw/ })).toBeVisible();
    await check(page);
  },

  "the owner's requests and a request with its photo": async (page) => {
    await logIn(page, 'owner');
    await page.getByRole('link', { name: 'Requests' }).click();
    await expect(items(page).first()).toBeVisible();
    await check(page);
    await page.getByRole('textbox', { name: 'Filter requests' }).fill('zonnepanelen');
    await expect(page.getByRole('button', { name: 'Clear the filter' })).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Clear the filter' }).click();
    await page.getByRole('tab', { name: 'My' }).click();
    await expect(items(page).first().locator('img').first()).toBeVisible();
    await check(page);

    await items(page).filter({ hasText: 'Scheur in de gevel' }).getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Open viewpoint in BIM model' })).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Photo 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Photo 1' })).toBeVisible();
    await expectNoViolations(page);
  },

  "the owner's new-request form with its alert and complex picker": async (page) => {
    await logIn(page, 'owner');
    await expect(page.getByRole('link', { name: 'Requests' })).toBeVisible();
    await page.goto('/app/reports/new');
    await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('alert')).toHaveText('No description');
    await page.locator('input[type=file]').setInputFiles([await makePhoto(page, 'roof.png', 'image/png')]);
    await expect(page.getByText('Uploaded')).toBeVisible();
    await check(page);
    const notes = { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Notulen') };
    await page.locator('input[type=file]').setInputFiles([notes]);
    await expect(page.getByText('This file is not a photo.')).toBeVisible();
    await check(page);
    await page.getByRole('button', { name: 'Complex VvE De Linde' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose your complex' })).toBeVisible();
    await expectNoViolations(page);
  },

  "the tenant's rental contract": async (page) => {
    await logIn(page, 'tenant');
    await page.getByRole('link', { name: 'Your rental contract' }).click();
    await expect(page.getByText('Rent arrears')).toBeVisible();
    await check(page);
  },
};

for (const [width, viewport] of [
  ['on a phone (360 px)', { width: 360, height: 780 }],
  ['on a wide screen (1280 px)', { width: 1280, height: 800 }],
] as const) {
  test.describe(width, () => {
    test.use({ viewport });

    for (const [name, journey] of Object.entries(journeys)) {
      test(name, async ({ page }) => {
        await journey(page);
      });
    }
  });
}
