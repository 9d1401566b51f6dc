import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './images';
import { logInForFieldWork, registerTask, saveOnDevice, setElementState } from './inspection-pages';

interface InspectionOnServer {
  id: number;
  draft: boolean;
  files: number[];
}

/** The id of the inspection the page shows. */
const inspectionIdOf = (page: Page): number =>
  Number(/\/inspections\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** Grades the lift in its stairwell Bad with a request, and its drive in the machine room Moderate. */
const gradeTheLift = async (page: Page, report: string) => {
  await setElementState(page, 'Trappenhuis A', /Lift A/, 'Bad', report);
  await setElementState(page, 'Machinekamer', /Aandrijving lift A/, 'Moderate');
};

/** What the server answers the logged-in person to a GET. */
const onServer = async <T>(page: Page, path: string): Promise<T> =>
  (await (await page.request.get(path)).json()) as T;

test('an inspection registered, graded, photographed and saved offline survives a reload and arrives once', async ({
  page,
  context,
}) => {
  const report = `Liftdeur sluit niet (${Date.now().toString(36)})`;
  await logInForFieldWork(page, 'supplier2');
  // The tasks' elements are loaded ahead while there is a connection.
  const elementsLoaded = page.waitForResponse(/\/api\/app\/aspect\/\d+\/elements/);
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await expect(page.getByRole('button', { name: 'Register Lifts in VvE Het Anker' })).toBeVisible();
  const photos = await Promise.all(
    ['lift-1.jpg', 'lift-2.jpg', 'lift-3.jpg'].map((name) => makePhoto(page, name, 'image/jpeg')),
  );
  await elementsLoaded;

  await context.setOffline(true);
  await registerTask(page, 'Lifts', 'VvE Het Anker');
  await gradeTheLift(page, report);
  await page.locator('input[type=file]').setInputFiles(photos);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(3);
  await saveOnDevice(page);

  // A reload while still offline loses nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Lifts' })).toBeVisible();
  await expect(page.getByText('Waiting to be sent')).toHaveCount(3);
  await expect(page.getByRole('row', { name: /Trappenhuis A/ }).getByLabel('Bad: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Machinekamer/ }).getByLabel('Moderate: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: '2 changes waiting to sync' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'All changes synced' })).toBeVisible({ timeout: 20_000 });
  // The screen moves to the id the server gave the inspection, with its three photos.
  await expect(page.getByRole('link', { name: 'lift-3.jpg' })).toBeVisible();
  const id = inspectionIdOf(page);
  const inspection = await onServer<InspectionOnServer>(page, `/api/app/inspections/${id}`);
  expect(inspection.draft).toBe(false);
  expect(inspection.files).toHaveLength(3);
  expect(await onServer<unknown[]>(page, `/api/app/requests/by-inspection/${id}`)).toHaveLength(1);
  // Nothing doubled: one inspection of the lift holds the photos (the task comes back next year, as planned).
  const inspections = await onServer<InspectionOnServer[]>(page, '/api/app/inspections/page/1');
  const withPhotos = inspections.filter((each) => each.files.length === 3 && !each.draft);
  expect(withPhotos.map((each) => each.id)).toEqual([id]);
});

test('a photo whose upload was cut with the connection, and the answer lost, is sent once when the connection returns', async ({
  page,
  context,
}) => {
  const report = `Liftknop defect (${Date.now().toString(36)})`;
  await logInForFieldWork(page, 'supplier2');
  await page.getByRole('tab', { name: 'Inspections' }).click();
  const photos = await Promise.all(
    ['cut-1.jpg', 'cut-2.jpg', 'cut-3.jpg'].map((name) => makePhoto(page, name, 'image/jpeg')),
  );
  await registerTask(page, 'Lifts', 'VvE Het Anker');
  const id = inspectionIdOf(page);
  await gradeTheLift(page, report);
  const fileInput = page.locator('input[type=file]');
  await fileInput.setInputFiles(photos.slice(0, 1));
  await expect(page.getByRole('link', { name: 'cut-1.jpg' })).toBeVisible();

  // The second photo reaches the server, which stores it; then the connection drops before its answer arrives.
  let storedBeforeTheCut: number | undefined;
  await context.route(
    `**/inspections/${id}/files`,
    async (route) => {
      const answer = await route.fetch();
      storedBeforeTheCut = ((await answer.json()) as { id: number }[])[0]?.id;
      await context.setOffline(true);
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await fileInput.setInputFiles(photos.slice(1, 2));
  await expect(page.getByText('Waiting to be sent')).toHaveCount(1);
  expect(storedBeforeTheCut).toBeGreaterThan(0);
  await fileInput.setInputFiles(photos.slice(2));
  await expect(page.getByText('Waiting to be sent')).toHaveCount(2);
  await saveOnDevice(page);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Lifts' })).toBeVisible();
  await expect(page.getByText('Waiting to be sent')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'cut-1.jpg' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'All changes synced' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'cut-3.jpg' })).toBeVisible();
  const inspection = await onServer<InspectionOnServer>(page, `/api/app/inspections/${id}`);
  expect(inspection.draft).toBe(false);
  expect(new Set(inspection.files).size).toBe(3);
  // The queue's upload of the second photo got the answer the server had given before the cut: not a second copy.
  expect(inspection.files).toContain(storedBeforeTheCut);
  expect(await onServer<unknown[]>(page, `/api/app/requests/by-inspection/${id}`)).toHaveLength(1);
});
