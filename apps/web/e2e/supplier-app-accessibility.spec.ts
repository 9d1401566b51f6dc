import { expect, test, type Page } from '@playwright/test';
import { expectNothingCut, expectNoSidewaysScroll, expectNoViolations } from './axe';
import { logIn } from './log-in';
import { ordersWithoutUpdate } from './work-order-pages';

// Every supplier-app screen passes axe, in journeys short enough for a busy machine.

const panel = (page: Page) => page.getByRole('tabpanel');

/** Waits until a detail screen has loaded all of its parts. */
const loaded = (page: Page) => expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);

/** Logs in as the supplier and opens the inspections tab. */
const openInspections = async (page: Page) => {
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await expect(page.getByRole('button', { name: /^Register / }).first()).toBeVisible();
};

/** From the inspections tab, opens the first aspect of the roof. */
const openRoofAspect = async (page: Page) => {
  await page
    .getByRole('link', { name: /Roofing/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'State per element' })).toBeVisible();
  await loaded(page);
};

test('the contracts and work orders, a work order and its confirmation', async ({ page }) => {
  await logIn(page, 'supplier');

  await page.getByRole('tab', { name: 'Contracts' }).click();
  await expect(panel(page).getByText('No end date').first()).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('tab', { name: 'Work orders' }).click();
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();
  await expectNoViolations(page);

  await ordersWithoutUpdate(page).first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Related tasks' })).toBeVisible();
  await loaded(page);
  await expectNoViolations(page);
  await expectNoSidewaysScroll(page);
  await expectNothingCut(page);
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByRole('dialog', { name: 'Please confirm' })).toBeVisible();
  await expectNoViolations(page);
});

test('the inspections, an aspect and its rename dialog', async ({ page }) => {
  await openInspections(page);
  await expectNoViolations(page);

  await openRoofAspect(page);
  await expectNoViolations(page);
  await page
    .getByRole('button', { name: /^Rename / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Rename' })).toBeVisible();
  await expectNoViolations(page);
});

test('an aspect location and its element', async ({ page }) => {
  await openInspections(page);
  await openRoofAspect(page);
  await page.getByRole('link', { name: 'Dak noord', exact: true }).click();
  await expect(page.getByRole('link', { name: /Lichtkoepel trappenhuis/ })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('link', { name: /Lichtkoepel trappenhuis/ }).click();
  await expect(page.getByRole('heading', { name: 'Element information' })).toBeVisible();
  await loaded(page);
  await expectNoViolations(page);
});
