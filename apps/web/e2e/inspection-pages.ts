import { expect, type Page } from '@playwright/test';

/** Opens a location of the open inspection and one of its elements, sets the element's state and goes back. */
export const setElementState = async (
  page: Page,
  location: string,
  element: RegExp,
  state: string,
  report?: string,
) => {
  await page.getByRole('link', { name: location, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: location })).toBeVisible();
  await page.getByRole('link', { name: element }).click();
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: state });
  if (report !== undefined) {
    await page.getByLabel('Make a report').check();
    await page.getByLabel('Describe the report').fill(report);
  }
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: element })).toContainText(state);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('heading', { name: 'State per element' })).toBeVisible();
};
