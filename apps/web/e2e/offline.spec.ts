import { expect, test, type Page } from '@playwright/test';
import { logIn } from './log-in';

const OFFLINE_NOTICE = 'Offline: you see what was loaded last.';

/** Waits until the service worker is active with the app precached, so that a reload comes from its cache. */
const waitForServiceWorker = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
};

/** The list items of a tab's panel (named after its tab, so that the panel of the tab before never counts). */
const tabItems = (page: Page, tab: string) => page.getByRole('tabpanel', { name: tab }).getByRole('listitem');

/** The texts of a tab's list, once it has loaded. */
const listTexts = async (page: Page, tab: string): Promise<string[]> => {
  await expect(tabItems(page, tab).first()).toBeVisible();
  return tabItems(page, tab).allTextContents();
};

test('the request-app starts offline with the last-seen lists', async ({ page, context }) => {
  await logIn(page, 'owner');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Requests' }).click();
  const recent = await listTexts(page, 'Recent');
  await page.getByRole('tab', { name: 'My' }).click();
  const mine = await listTexts(page, 'My');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(tabItems(page, 'Recent')).toHaveText(recent);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(tabItems(page, 'Recent')).toHaveText(recent);
  await page.getByRole('tab', { name: 'My' }).click();
  await expect(tabItems(page, 'My')).toHaveText(mine);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
});

test('a first visit that loses its connection before any reload still opens the screens it has not loaded yet', async ({
  page,
  context,
}) => {
  await logIn(page, 'supplier');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('the supplier-app starts offline with the last-seen work orders', async ({ page, context }) => {
  await logIn(page, 'supplier');
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'Work orders' }).click();
  const workOrders = await listTexts(page, 'Work orders');

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Work orders', selected: true })).toBeVisible();
  await expect(tabItems(page, 'Work orders')).toHaveText(workOrders);
});

test('after a logout, an offline start shows nothing of the previous user', async ({ page, context }) => {
  await logIn(page, 'owner');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Requests' }).click();
  const recent = await listTexts(page, 'Recent');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/app/reports');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByText(recent[0] ?? '')).toBeHidden();
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('vve.queries');
});
