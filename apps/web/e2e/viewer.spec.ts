import { expect, test, type Locator, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from './chromium';
import { logIn } from './log-in';
import { canvasPixels, expectModelShown, MODEL_TIMEOUT, stage } from './model-stage';
import { watchPolicyViolations } from './policy-violations';

// WebGL2 in headless Chromium: SwiftShader, and without --disable-gpu (these journeys only).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_WEBGL_ARGS,
  },
});

interface ViewpointAnswer {
  selectedGuids: string[];
}

const selectedGuid = (page: Page): Locator => page.locator('[data-selected-guid]');

/** How many different colours a screenshot of the canvas holds (a blank canvas has one). */
const colourCount = async (page: Page): Promise<number> => {
  const rgb = await canvasPixels(page, 4);
  const colours = new Set<number>();
  for (let index = 0; index < rgb.length; index += 3) {
    colours.add(((rgb[index] ?? 0) << 16) | ((rgb[index + 1] ?? 0) << 8) | (rgb[index + 2] ?? 0));
  }
  return colours.size;
};

/** The viewpoint a viewer page was opened at, as the server stored it. */
const storedViewpoint = async (viewer: Page): Promise<ViewpointAnswer> => {
  const url = new URL(viewer.url());
  const projectId = /\/project\/(\d+)\//.exec(url.pathname)?.[1] ?? '';
  const answer = await viewer.request.get(
    `/api/app/bim/projects/${projectId}/viewpoints/${url.searchParams.get('viewpointId') ?? ''}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ViewpointAnswer;
};

const requestItems = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** The side panel (below the model on a phone), scrolled to its end as a user who read it all leaves it. */
const scrolledPanel = async (page: Page): Promise<Locator> => {
  const panel = page.getByRole('complementary', { name: 'Model details' });
  const scrolled = await panel.evaluate((element) => {
    element.scrollTop = element.scrollHeight;
    return element.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(0);
  return panel;
};

test('a request opens its viewpoint: the model is drawn and its element selected', async ({
  page,
  context,
}) => {
  await logIn(page, 'owner');
  await page.getByRole('link', { name: 'Requests' }).click();
  await requestItems(page).filter({ hasText: 'Lekkage in de parkeerkelder' }).getByRole('link').click();
  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open viewpoint in BIM model' }).click(),
  ]);
  await expect(viewer.getByRole('heading', { level: 1, name: 'Het Anker – hoofdgebouw' })).toBeVisible();
  await expect(viewer.getByText('VvE Het Anker')).toBeVisible();
  await expectModelShown(viewer);

  const viewpoint = await storedViewpoint(viewer);
  expect(viewpoint.selectedGuids.length).toBeGreaterThan(0);
  await expect(selectedGuid(viewer)).toHaveAttribute('data-selected-guid', viewpoint.selectedGuids[0] ?? '');
  expect(await colourCount(viewer)).toBeGreaterThan(20);

  // The pinned requests are markers a keyboard reaches; one opens its details, scrolled into sight.
  const marker = viewer.getByRole('button', { name: /^Request \d+: Lekkage in de parkeerkelder/ });
  await expect(marker).toBeVisible();
  await scrolledPanel(viewer);
  await marker.focus();
  await viewer.keyboard.press('Enter');
  const details = viewer.getByRole('region', { name: /^Request \d+$/ });
  await expect(details).toContainText('Lekkage in de parkeerkelder');
  await expect(details).toContainText('Being handled');
  await expect(details).toBeInViewport();
});

test('from the app: pick an element, send a request, and the app shows it with its viewpoint', async ({
  page,
  context,
}) => {
  const description = `Klemmende deur (${Date.now().toString(36)})`;
  await logIn(page, 'owner');
  await page.getByRole('link', { name: '3D model' }).click();
  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: /Het Anker – hoofdgebouw/ }).click(),
  ]);
  await expectModelShown(viewer);
  await expect(viewer.getByRole('button', { name: 'Back to the app' })).toBeVisible();

  // Pick what is in the middle of the canvas.
  const box = await stage(viewer).boundingBox();
  if (!box) throw new Error('The canvas has no size.');
  await viewer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(selectedGuid(viewer)).toHaveAttribute('data-selected-guid', /^[0-9A-Za-z_$]{22}$/);
  const guid = (await selectedGuid(viewer).getAttribute('data-selected-guid')) ?? '';
  // A resident reads a plain name with its storey, without the model's technical terms.
  await expect(viewer.getByText('Storey', { exact: true })).toBeVisible();
  await expect(viewer.getByText('IFC class')).toHaveCount(0);

  await viewer.getByRole('button', { name: 'Create a request' }).click();
  await viewer.getByRole('button', { name: 'Send request' }).click();
  await expect(viewer.getByRole('alert')).toHaveText('No description');
  await viewer.getByRole('textbox', { name: 'Description' }).fill(description);
  await expect(
    viewer.getByRole('checkbox', { name: 'Share information with fellow residents.' }),
  ).toBeChecked();
  await scrolledPanel(viewer);
  const [sent] = await Promise.all([
    viewer.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/app/reports'),
    ),
    viewer.getByRole('button', { name: 'Send request' }).click(),
  ]);
  await expect(
    viewer.getByRole('complementary', { name: 'Model details' }).getByText('Your request has been sent'),
  ).toBeInViewport();
  // The viewpoint carries the viewer's picture of the view: a PNG of the model (not an empty canvas).
  const { snapshot } = (sent.postDataJSON() as { linkedItem: { viewpoint: { snapshot: string } } }).linkedItem
    .viewpoint;
  const picture = Buffer.from(snapshot, 'base64');
  expect(picture.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(picture.length).toBeGreaterThan(10_000);

  // The app heard of it and shows the requests, the new one among them.
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  const created = requestItems(page).filter({ hasText: description });
  await expect(created).toHaveCount(1);
  await created.getByRole('link').click();
  const [again] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open viewpoint in BIM model' }).click(),
  ]);
  await expectModelShown(again);
  await expect(selectedGuid(again)).toHaveAttribute('data-selected-guid', guid);
  expect((await storedViewpoint(again)).selectedGuids).toEqual([guid]);
});

test("a supplier opens a work order's viewpoint", async ({ page, context }) => {
  await logIn(page, 'supplier');
  await expect(page.getByRole('tab', { name: 'Work orders' })).toBeVisible();
  const orders = (await (await page.request.get('/api/app/workassignments/page/1')).json()) as {
    id: number;
    hasViewpoint: boolean;
    requestId: number | null;
  }[];
  const order = orders.find((candidate) => candidate.hasViewpoint && candidate.requestId !== null);
  if (!order) throw new Error('The demo data has no work order with a viewpoint.');
  await page.goto(`/app/work-assignments/${String(order.id)}`);
  const [viewer] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Open viewpoint in 3D model' }).click(),
  ]);
  await expectModelShown(viewer);
  const target = (await (
    await viewer.request.get(`/api/app/bim/requests/${String(order.requestId)}/viewer`)
  ).json()) as { projectId: number; viewpointGuid: string };
  const viewpoint = (await (
    await viewer.request.get(
      `/api/app/bim/projects/${String(target.projectId)}/viewpoints/${target.viewpointGuid}`,
    )
  ).json()) as ViewpointAnswer;
  await expect(selectedGuid(viewer)).toHaveAttribute('data-selected-guid', viewpoint.selectedGuids[0] ?? '');
  await expect(viewer.getByRole('button', { name: 'Create a request' })).toHaveCount(0);
  // A supplier has the technical properties too.
  await expect(viewer.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(viewer.getByText('IFC class')).toBeVisible();
});

test('a supplier cannot open a request that is not theirs', async ({ page }) => {
  await logIn(page, 'supplier');
  await expect(page.getByRole('tab', { name: 'Work orders' })).toBeVisible();
  await page.goto('/extern/leverancier/current/request/999999/viewer/');
  await expect(page.getByText('This request has no viewpoint you may open.')).toBeVisible();
});

test('the viewer asks to log in and then shows the model, within its content security policy', async ({
  page,
}) => {
  const violations = await watchPolicyViolations(page);
  await page.goto('/vve/1/project/1/');
  await page.getByRole('textbox', { name: 'Username' }).fill('owner');
  await page.getByRole('textbox', { name: 'Password' }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('3D model');
  await expectModelShown(page);
  expect(await violations()).toEqual([]);
});

test('on a phone, Back to the app is a round button with its arrow in the middle', async ({ page }) => {
  await logIn(page, 'owner');
  await expect(page.getByRole('link', { name: '3D model' })).toBeVisible();
  await page.goto('/vve/1/project/1/');
  const back = page.getByRole('link', { name: 'Back to the app' });
  const button = await back.boundingBox();
  const arrow = await back.locator('svg').boundingBox();
  if (!button || !arrow) throw new Error('Back to the app is not shown.');
  expect(button.width).toBeLessThanOrEqual(44);
  expect(Math.abs(button.width - button.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(arrow.x + arrow.width / 2 - (button.x + button.width / 2))).toBeLessThanOrEqual(1);
  expect(Math.abs(arrow.y + arrow.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(1);
});

for (const width of [360, 1280]) {
  test(`the viewer has no accessibility violations at ${String(width)} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, 'owner');
    await expect(page.getByRole('link', { name: '3D model' })).toBeVisible();
    const projects = (await (await page.request.get('/api/app/details/projects')).json()) as {
      id: number;
      complexId: number;
    }[];
    const project = projects[0];
    if (!project) throw new Error('The demo data has no 3D project.');
    await page.goto(`/vve/${String(project.complexId)}/project/${String(project.id)}/`);
    await expectModelShown(page);
    await expect(page.getByRole('heading', { name: 'Storeys' })).toBeVisible();
    // With an element picked: its plain name, storey and space.
    const box = await stage(page).boundingBox();
    if (!box) throw new Error('The canvas has no size.');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(selectedGuid(page)).toHaveAttribute('data-selected-guid', /^[0-9A-Za-z_$]{22}$/);
    await expectNoViolations(page);
    await expectNoSidewaysScroll(page);
  });
}

// An IFC file to upload; IFC files are not committed, so the journey needs one on the machine.
const SAMPLE_IFC = process.env.SAMPLE_IFC ?? '/work/shared/ifc/IfcOpenHouse_IFC4.ifc';

// Last: the upload replaces the model of a project that no other journey opens at a viewpoint.
test('an administrator uploads an IFC model in the back office, which is converted and shown', async ({
  page,
}) => {
  test.skip(!existsSync(SAMPLE_IFC), `No IFC file at ${SAMPLE_IFC} (set SAMPLE_IFC).`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  // The upload is in the back office, with the complex's 3D projects.
  await page.goto('/app/office/complexes');
  await page.getByRole('link', { name: 'VvE De Linde' }).click();
  const project = page.getByRole('article', { name: 'De Linde – herenhuis' });
  // The demo's own model, converted after the server started.
  const before = project.getByText(/^Model .*\.ifc: /);
  await expect(before).toHaveText(/: ready$/, { timeout: MODEL_TIMEOUT });
  const beforeText = await before.textContent();
  await project.locator('input[type=file]').setInputFiles(SAMPLE_IFC);
  // Nothing is replaced until the administrator says so.
  const question = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(question).toContainText(basename(SAMPLE_IFC));
  await question.getByRole('button', { name: 'Replace the model' }).click();
  await expect(project.getByText('The model is being prepared…')).toBeVisible();
  await expect(project.getByText(`Model ${basename(SAMPLE_IFC)}: ready`)).toBeVisible({
    timeout: MODEL_TIMEOUT,
  });
  expect(beforeText).not.toBe(`Model ${basename(SAMPLE_IFC)}: ready`);

  // The viewer shows the new model.
  const projects = (await (await page.request.get('/api/app/details/projects')).json()) as {
    id: number;
    name: string;
    complexId: number;
  }[];
  const shown = projects.find((candidate) => candidate.name === 'De Linde – herenhuis');
  if (!shown) throw new Error('The demo data has no project De Linde – herenhuis.');
  const details = (await (await page.request.get(`/api/app/bim/projects/${String(shown.id)}`)).json()) as {
    model: { fileName: string } | null;
  };
  expect(details.model?.fileName).toBe(basename(SAMPLE_IFC));
  await page.goto(`/vve/${String(shown.complexId)}/project/${String(shown.id)}/`);
  await expectModelShown(page);
  expect(await colourCount(page)).toBeGreaterThan(20);
});
