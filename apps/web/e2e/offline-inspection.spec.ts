import { expect, test } from '@playwright/test';
import { makePhoto } from './images';
import { setElementState } from './inspection-pages';
import { logIn } from './log-in';

interface InspectionOnServer {
  id: number;
  draft: boolean;
  files: number[];
}

test('an inspection registered, graded, photographed and saved offline survives a reload and arrives once', async ({
  page,
  context,
}) => {
  const report = `Liftdeur sluit niet (${Date.now().toString(36)})`;
  await logIn(page, 'supplier2');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The tasks' elements are loaded ahead while there is a connection.
  const elementsLoaded = page.waitForResponse(/\/api\/app\/aspect\/\d+\/elements/);
  await page.getByRole('tab', { name: 'Inspections' }).click();
  const register = page.getByRole('button', { name: 'Register Liften in VvE Het Anker' });
  await expect(register).toBeVisible();
  const photos = await Promise.all(
    ['lift-1.jpg', 'lift-2.jpg', 'lift-3.jpg'].map((name) => makePhoto(page, name, 'image/jpeg')),
  );
  await elementsLoaded;

  await context.setOffline(true);
  await register.click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Register' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Liften' })).toBeVisible();
  await setElementState(page, 'Trappenhuis A', /Lift A/, 'Bad', report);
  await setElementState(page, 'Machinekamer', /Aandrijving lift A/, 'Moderate');
  await page.locator('input[type=file]').setInputFiles(photos);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Your inspection is kept on this device and is sent when you are online.'),
  ).toBeVisible();

  // A reload while still offline loses nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Liften' })).toBeVisible();
  await expect(page.getByText('Waiting to be sent')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Trappenhuis A/ }).getByLabel('Bad: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Machinekamer/ }).getByLabel('Moderate: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: '2 changes waiting to sync' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'All changes synced' })).toBeVisible({ timeout: 20_000 });
  // The screen moves to the id the server gave the inspection, with its three photos.
  await expect(page.getByRole('link', { name: 'lift-3.jpg' })).toBeVisible();
  const id = Number(/\/inspections\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
  const inspection = (await (
    await page.request.get(`/api/app/inspections/${id}`)
  ).json()) as InspectionOnServer;
  expect(inspection.draft).toBe(false);
  expect(inspection.files).toHaveLength(3);
  const raised = (await (
    await page.request.get(`/api/app/requests/by-inspection/${id}`)
  ).json()) as unknown[];
  expect(raised).toHaveLength(1);
  // Nothing doubled: one inspection of the lift holds the photos (the task comes back next year, as planned).
  const inspections = (await (
    await page.request.get('/api/app/inspections/page/1')
  ).json()) as InspectionOnServer[];
  const withPhotos = inspections.filter((each) => each.files.length === 3 && !each.draft);
  expect(withPhotos.map((each) => each.id)).toEqual([id]);
});
