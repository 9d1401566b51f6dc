import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './images';
import { logIn } from './log-in';

const FILTER = 'Filter requests by number, title, state, date, complex or creator...';

/** The list items of the open tab. */
const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test('an owner creates a request with two photos and finds it in My and Recent', async ({ page }) => {
  const description = `Losse dakpan boven de voordeur (${Date.now().toString(36)})`;
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create a request' })).toBeVisible();

  const fileInput = page.locator('input[type=file]');
  await expect(fileInput).toHaveAttribute('accept', 'image/png,image/jpeg,image/bmp');
  await fileInput.setInputFiles([
    await makePhoto(page, 'roof.png', 'image/png'),
    await makePhoto(page, 'gutter.jpg', 'image/jpeg'),
  ]);
  const photos = page.getByRole('list', { name: 'Photos' });
  await expect(photos.getByRole('listitem')).toHaveCount(2);
  await expect(photos.getByRole('listitem', { name: 'roof.png' }).getByText('Uploaded')).toBeVisible();
  await expect(photos.getByRole('listitem', { name: 'gutter.jpg' }).getByText('Uploaded')).toBeVisible();

  await expect(page.getByRole('button', { name: 'Complex VvE De Linde' })).toBeVisible();
  await page.getByRole('button', { name: 'Complex VvE De Linde' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your complex' });
  await dialog.getByPlaceholder('Search for your complex').fill('anker');
  await expect(dialog.getByRole('list').getByRole('button')).toHaveText(['VvE Het Anker']);
  await dialog.getByRole('button', { name: 'VvE Het Anker' }).click();
  await expect(page.getByRole('button', { name: 'Complex VvE Het Anker' })).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'Share information with fellow residents.' }),
  ).toBeChecked();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/reports$/);

  // Recent: the new request is on top.
  const recent = items(page).filter({ hasText: description });
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('VvE Het Anker');
  await expect(recent).toContainText('New');
  // The owner's requests are of two complexes, whose numbers repeat: each number shows its complex.
  const title = (await recent.getByText(/^Request \d+ · VvE Het Anker$/).textContent()) ?? '';
  const number = /\d+/.exec(title)?.[0] ?? '';
  expect(number).toMatch(/^\d+$/);

  // My: with both photos as thumbnails that load.
  await page.getByRole('tab', { name: 'My' }).click();
  const mine = items(page).filter({ hasText: description });
  await expect(mine).toHaveCount(1);
  const thumbnails = mine.locator('img');
  await expect(thumbnails).toHaveCount(2);
  for (const thumbnail of await thumbnails.all()) {
    await expect(thumbnail).toHaveAttribute('src', /size=50&/);
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }

  // The filter by number keeps it (the number may also occur in other requests' texts and dates).
  const unfiltered = await items(page).count();
  await page.getByPlaceholder(FILTER).fill(number);
  await expect(mine).toHaveCount(1);
  expect(await items(page).count()).toBeLessThanOrEqual(unfiltered);
  await page.getByPlaceholder(FILTER).fill(`${number}${number}${number}`);
  await expect(page.getByText('No requests match the filter.')).toBeVisible();

  // The filter by complex name, on the Recent tab too.
  await page.getByPlaceholder(FILTER).fill('het anker');
  await page.getByRole('tab', { name: 'Recent' }).click();
  await expect(items(page).filter({ hasText: description })).toHaveCount(1);
  await expect(items(page).filter({ hasText: 'VvE De Linde' })).toHaveCount(0);
  await expect(items(page).filter({ hasText: 'VvE Het Anker' }).first()).toBeVisible();

  // Its details, with the two images.
  await items(page).filter({ hasText: description }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Request ${number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Photo \d$/ })).toHaveCount(2);
  await expect(page.getByText(description)).toBeVisible();
});

test('the filter shows its whole hint on a phone, and × clears it', async ({ page }) => {
  await logIn(page, 'owner2');
  await page.getByRole('link', { name: 'Requests' }).click();
  const box = page.getByRole('textbox', { name: 'Filter requests' });
  await expect(box).toHaveAttribute('placeholder', FILTER);
  await expect(items(page).first()).toBeVisible();
  const height = () => box.evaluate((element) => element.getBoundingClientRect().height);
  // At 360 px the hint wraps: the box is taller than with one line of text, and nothing in it is hidden.
  const withHint = await height();
  expect(await box.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
  await box.fill('zonnepanelen');
  expect(withHint).toBeGreaterThan((await height()) * 1.4);
  await expect(page.getByText('No requests match the filter.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(items(page).first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/reports$/);
});

test('a request without a description is not sent', async ({ page }) => {
  await logIn(page, 'owner2');
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('alert')).toHaveText('No description');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a request' })).toBeVisible();
});

test('a request opens its viewpoint in the 3D model in a new tab', async ({ page, context }) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await items(page).filter({ hasText: 'Lekkage in de parkeerkelder' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Request \d+$/ })).toBeVisible();
  await expect(page.getByText('Requested by')).toBeVisible();

  const details = (await (await page.request.get('/api/app/details')).json()) as {
    vves: Record<string, string>;
  };
  const complexId = Object.entries(details.vves).find(([, name]) => name === 'VvE Het Anker')?.[0];
  const projects = (await (await page.request.get('/api/app/details/projects')).json()) as {
    id: number;
    complexId: number;
  }[];
  const projectId = projects.find((project) => String(project.complexId) === complexId)?.id;

  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open viewpoint in BIM model' }).click(),
  ]);
  const url = new URL(popup.url());
  expect(url.pathname).toBe(`/vve/${complexId ?? ''}/project/${String(projectId)}/`);
  // The seed makes a new viewpoint GUID for every database: the link carries the report's own.
  const reports = (await (await page.request.get('/api/app/reports/recent')).json()) as {
    omschrijving: string;
    linkedItem: { viewpointId: string | null } | null;
  }[];
  const viewpointId = reports.find((report) => report.omschrijving.startsWith('Lekkage in de parkeerkelder'))
    ?.linkedItem?.viewpointId;
  expect(viewpointId).toMatch(/^[0-9a-f-]{36}$/);
  expect(url.searchParams.get('viewpointId')).toBe(viewpointId);
  await popup.close();
});

test('a request without a viewpoint has no viewpoint button', async ({ page }) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await items(page).filter({ hasText: 'Verzoek om de achtertuin' }).getByRole('link').click();
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open viewpoint in BIM model' })).toHaveCount(0);
});

test('the 3D model list opens a project from the app', async ({ page, context }) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: '3D model' }).click();
  await expect(page.getByRole('button', { name: /Het Anker – hoofdgebouw/ })).toContainText('VvE Het Anker');
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Het Anker – hoofdgebouw/ }).click(),
  ]);
  expect(new URL(popup.url()).pathname).toMatch(/^\/vve\/\d+\/project\/\d+\/$/);
  expect(new URL(popup.url()).searchParams.get('fromApp')).toBe('true');
  await popup.close();
  // The viewer's message after it created a request leads to the requests.
  await page.evaluate(() => {
    window.postMessage({ type: 'REQUEST_CREATED' }, window.location.origin);
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
});
