import { expect, type Page } from '@playwright/test';
import { logIn } from './log-in';

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

/** Logs a supplier in and waits for the service worker, so that the app opens offline too. */
export const logInForFieldWork = async (page: Page, username: string) => {
  await logIn(page, username);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
};

/**
 * Registers the open inspections tab's task of an aspect in a complex (the soonest, where it has several; confirmed),
 * and waits for its form.
 */
export const registerTask = async (page: Page, aspect: string, complex: string) => {
  await page
    .getByRole('button', { name: `Register ${aspect} in ${complex}` })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Register' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Inspection ${aspect}` })).toBeVisible();
};

/** Saves the open inspection without a connection: it is kept on the device. */
export const saveOnDevice = async (page: Page) => {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Your inspection is kept on this device and is sent when you are online.'),
  ).toBeVisible();
};
