import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './images';
import { logIn } from './log-in';
import { ordersWithoutUpdate } from './work-order-pages';

/** Waits until the service worker is active with the app precached, so that a reload comes from its cache. */
const waitForServiceWorker = async (page: Page) => {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
};

/** The indicator in the header, by what it says. */
const indicator = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

interface RequestOnServer {
  omschrijving: string;
  attachments: unknown[];
}

test("a resident's request with a photo made offline survives a reload and arrives once", async ({
  page,
  context,
}) => {
  await logIn(page, 'owner2');
  await waitForServiceWorker(page);
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
  await expect(indicator(page, 'All changes synced')).toBeVisible();
  const photo = await makePhoto(page, 'kelder.jpg', 'image/jpeg');

  await context.setOffline(true);
  await expect(indicator(page, 'Offline')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles([photo]);
  const card = page.getByRole('list', { name: 'Photos' }).getByRole('listitem', { name: 'kelder.jpg' });
  await expect(card.getByText('Waiting to be sent')).toBeVisible();
  const description = `Lekkage in de kelder (${Date.now().toString(36)})`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByText('Your request is kept on this device and is sent when you are online.'),
  ).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Not sent yet' });
  await expect(waiting.getByText(description)).toBeVisible();
  await expect(indicator(page, '1 change waiting to sync')).toBeVisible();

  // Closing the tab or a reload loses nothing.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Not sent yet' }).getByText(description)).toBeVisible();
  await indicator(page, '1 change waiting to sync').click();
  const panel = page.getByRole('dialog', { name: 'Changes on this device' });
  await expect(panel.getByText(`Request: ${description}`)).toBeVisible();
  await expect(panel.getByText('Waiting to be sent')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  await context.setOffline(false);
  await expect(indicator(page, 'All changes synced')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Not sent yet' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'My' }).click();
  await expect(page.getByRole('tabpanel', { name: 'My' }).getByText(description)).toBeVisible();

  const mine = (await (await page.request.get('/api/app/reports/personal')).json()) as RequestOnServer[];
  const arrived = mine.filter((report) => report.omschrijving === description);
  expect(arrived).toHaveLength(1);
  expect(arrived[0]?.attachments).toHaveLength(1);
});

test("a supplier's status report made offline waits, asks before a logout, and is reported once", async ({
  page,
  context,
}) => {
  await logIn(page, 'supplier');
  await waitForServiceWorker(page);
  await page.getByRole('tab', { name: 'Work orders' }).click();
  await ordersWithoutUpdate(page).first().getByRole('link').click();
  await expect(page.getByText('No update yet')).toBeVisible();
  const orderPath = new URL(page.url()).pathname;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  await expect(
    page.getByText('The status report is kept on this device and is sent when you are online.'),
  ).toBeVisible();
  await expect(page.getByText('✅ Work complete: waiting to be sent')).toBeVisible();

  // A logout with changes not sent asks first; Cancel keeps the person logged in.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText('1 change has not been sent yet.');
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(indicator(page, 'All changes synced')).toBeVisible({ timeout: 15_000 });
  await page.goto(orderPath);
  // The report arrived: the order shows it as its last update (its form stays, as for any open work order).
  await expect(page.getByRole('definition').filter({ hasText: /^✅ Work complete$/ })).toBeVisible();
  await expect(page.getByText('No update yet')).toHaveCount(0);
  const id = orderPath.split('/').at(-1) ?? '';
  const order = (await (await page.request.get(`/api/app/workassignments/${id}`)).json()) as {
    lastSupplierUpdate: { status: string } | null;
  };
  expect(order.lastSupplierUpdate?.status).toBe('COMPLETE');
});
