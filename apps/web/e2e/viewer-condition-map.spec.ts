import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { expectNoViolations } from './axe';
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from './chromium';
import { logIn } from './log-in';
import { canvasPixels, expectModelShown, stage } from './model-stage';

// WebGL2 in headless Chromium: SwiftShader, and without --disable-gpu (the viewer's journeys only).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS },
  viewport: { width: 1280, height: 900 },
});

/** The viewer's picture sent with a viewpoint: a PNG of at most 1,500 pixels a side, of the model. */
const pictureOf = ({ snapshot }: { snapshot: string }): Buffer => {
  const png = Buffer.from(snapshot, 'base64');
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(Math.max(png.readUInt32BE(16), png.readUInt32BE(20))).toBeLessThanOrEqual(1500);
  // A picture of the model, not an empty canvas (which compresses to almost nothing).
  expect(png.length).toBeGreaterThan(10_000);
  return png;
};

const LABEL = `Dakrand ${Date.now().toString(36)}`;

const json = async <T>(answer: Promise<{ ok: () => boolean; json: () => Promise<unknown> }>): Promise<T> => {
  const response = await answer;
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

/**
 * Het Anker's 3D project, and a new aspect of it with one element and a task every six months for Dakwerken Smit
 * (the journeys before this one use the demo's aspects).
 */
const setUp = async (office: APIRequestContext, label = LABEL) => {
  const [anker] = await json<{ id: number }[]>(office.get('/api/app/office/complex-list?text=Anker'));
  const complexId = anker?.id ?? 0;
  const details = await json<{ projects: { id: number }[] }>(
    office.get(`/api/app/office/complexes/${complexId}`),
  );
  const choices = await json<{ aspectTypes: { id: number }[]; suppliers: { id: number; naam: string }[] }>(
    office.get('/api/app/office/planning-choices'),
  );
  const supplier = choices.suppliers.find((row) => row.naam.startsWith('Dakwerken'));
  const aspect = await json<{ id: number }>(
    office.post(`/api/app/office/complexes/${complexId}/aspects`, {
      data: { aspectTypeId: choices.aspectTypes[0]?.id, name: `Dakranden ${label}` },
    }),
  );
  const element = await json<{ id: number }>(
    office.post(`/api/app/office/aspects/${aspect.id}/elements`, {
      data: { elementCode: { fullCode: '27.4.1', name: 'Dakrand' }, label, location: 'Dak' },
    }),
  );
  await json(
    office.post(`/api/app/office/aspects/${aspect.id}/tasks`, {
      data: { supplierId: supplier?.id, scheduledDate: '2030-01-01', repeat: { every: 6, unit: 'months' } },
    }),
  );
  return { complexId, projectId: details.projects[0]?.id ?? 0, aspectId: aspect.id, elementId: element.id };
};

/** The supplier's draft inspection of the aspect's open task (as the back office lists it). */
const startInspection = async (
  office: APIRequestContext,
  supplier: APIRequestContext,
  ids: { complexId: number; aspectId: number },
) => {
  const planning = await json<{ openTasks: { id: number; aspect: { id: number } }[] }>(
    office.get(`/api/app/office/complexes/${ids.complexId}/planning`),
  );
  const task = planning.openTasks.find((row) => row.aspect.id === ids.aspectId);
  const draft = await json<{ id: number }>(
    supplier.get(`/api/app/inspections/new?aspect=${ids.aspectId}&schedule=${task?.id ?? 0}`),
  );
  return { draft, task };
};

/** The supplier performs the aspect's open task, finding one defect of the element. */
const inspect = async (
  office: APIRequestContext,
  supplier: APIRequestContext,
  ids: { complexId: number; aspectId: number; elementId: number },
  defect: { severity: string; intensity: number; extent: number },
) => {
  const { draft, task } = await startInspection(office, supplier, ids);
  const finding = {
    state: 'GREAT',
    stateDescription: null,
    createRequest: false,
    requestDescription: '',
    files: [],
  };
  await json(
    supplier.put(`/inspections/${draft.id}`, {
      data: {
        aspect: ids.aspectId,
        schedule: task?.id ?? null,
        ...finding,
        statePerElement: [
          {
            ...finding,
            element: { id: ids.elementId },
            defects: [{ type: 'rot', description: 'Houtrot', ...defect }],
          },
        ],
      },
    }),
  );
};

/** How many pixels of the canvas are clearly red, and clearly green (the map's 5 and 1 under the model's light). */
const redAndGreen = async (page: Page): Promise<{ red: number; green: number }> => {
  const rgb = await canvasPixels(page, 4);
  let red = 0;
  let green = 0;
  for (let index = 0; index < rgb.length; index += 3) {
    const [r = 0, g = 0, b = 0] = [rgb[index], rgb[index + 1], rgb[index + 2]];
    if (r > 120 && g < 0.5 * r && b < 0.5 * r) red += 1;
    if (g > 60 && r < 0.6 * g && b < 0.8 * g) green += 1;
  }
  return { red, green };
};

/** The canvas as a deuteranope sees it (Machado et al. 2009, severity 1), kept with the journey's artefacts. */
const saveDeuteranopia = async (page: Page) => {
  const style = await page.addStyleTag({
    content: `[data-testid="viewer-stage"] canvas { filter: url('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><filter id="d"><feColorMatrix type="matrix" values="0.367 0.861 -0.228 0 0 0.280 0.673 0.047 0 0 -0.012 0.043 0.969 0 0 0 0 0 1 0"/></filter></svg>#d'); }`,
  });
  await mkdir('test-results', { recursive: true });
  await writeFile('test-results/condition-map-deuteranopia.png', await page.screenshot());
  await style.evaluate((element) => {
    (element as Element).remove();
  });
};

test('an administrator links a picked model element to a new register element; two inspections paint it green, then red; the element gets a work order', async ({
  browser,
}) => {
  const office = await (await browser.newContext()).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();
  const ids = await setUp(office.request);

  // Pick what is in the middle of the model, and link it to the new element of the register.
  await office.goto(`/vve/${ids.complexId}/project/${ids.projectId}/`);
  await expectModelShown(office);
  await office.getByRole('button', { name: 'Condition map' }).click();
  await expect(office.getByRole('list', { name: 'Legend' })).toBeVisible();
  const box = await stage(office).boundingBox();
  if (!box) throw new Error('The canvas has no size.');
  await office.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(office.locator('[data-selected-guid]')).toHaveAttribute(
    'data-selected-guid',
    /^[0-9A-Za-z_$]{22}$/,
  );
  await office
    .getByRole('combobox', { name: 'Link to register element' })
    .selectOption({ label: `${LABEL} (Dakranden ${LABEL}, Dak)` });
  await office.getByRole('button', { name: 'Link', exact: true }).click();
  const card = office.getByRole('article', { name: LABEL });
  await expect(card).toContainText('No score yet');
  await expectNoViolations(office);

  // The supplier inspects it twice: condition 1, then 5.
  const supplier = await (await browser.newContext()).newPage();
  await logIn(supplier, 'supplier');
  await inspect(office.request, supplier.request, ids, { severity: 'minor', intensity: 1, extent: 1 });
  await inspect(office.request, supplier.request, ids, { severity: 'serious', intensity: 3, extent: 4 });

  // The map shows it at 5, red; the slider's step back shows it as it was: 1, green.
  await office.reload();
  await expectModelShown(office);
  await office.getByRole('button', { name: 'Condition map' }).click();
  await office
    .getByRole('list', { name: 'Worst elements' })
    .getByRole('button', { name: new RegExp(LABEL) })
    .click();
  await expect(card).toContainText('Condition 5 poor (slecht)');
  await expect(card.getByRole('list', { name: 'Condition history' })).toContainText('Houtrot');
  // Nothing picked: the element shows its paint, not the selection's blue.
  await office.mouse.click(box.x + 5, box.y + 5);
  await expect(office.locator('[data-selected-guid]')).toHaveCount(0);
  await expect.poll(async () => (await redAndGreen(office)).red, { timeout: 10_000 }).toBeGreaterThan(20);
  const now = await redAndGreen(office);
  await saveDeuteranopia(office);

  const listed = office
    .getByRole('list', { name: 'Worst elements' })
    .getByRole('button', { name: new RegExp(LABEL) });
  await expect(listed).toContainText('Condition 5 poor (slecht)');
  await office.getByRole('slider', { name: 'Date of the map' }).focus();
  await office.keyboard.press('ArrowLeft');
  await expect(listed).toContainText('Condition 1 excellent (uitstekend)');
  await expect
    .poll(async () => (await redAndGreen(office)).green, { timeout: 10_000 })
    .toBeGreaterThan(now.green + 20);
  expect((await redAndGreen(office)).red).toBeLessThan(now.red - 20);
  await expectNoViolations(office);

  // From the map to action: the picked element gets a work order, raised with its request in one step.
  await office.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const picked = (await office.locator('[data-selected-guid]').getAttribute('data-selected-guid')) ?? '';
  await office.getByRole('button', { name: 'Create work order' }).click();
  const dialog = office.getByRole('dialog', { name: 'Create work order' });
  const description = await dialog.getByRole('textbox', { name: 'Description' }).inputValue();
  expect(description).not.toBe('');
  await dialog.getByRole('combobox', { name: 'Supplier' }).fill('Dakwerken');
  await office.keyboard.press('ArrowDown');
  await office.keyboard.press('Enter');
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Repair type' }).selectOption({ index: 1 });
  await expectNoViolations(office);
  const [raised] = await Promise.all([
    office.waitForRequest((request) => request.url().endsWith(`/bim-projects/${ids.projectId}/requests`)),
    dialog.getByRole('button', { name: 'Create work order' }).click(),
  ]);
  await expect(office.getByText(/^Work order \d+ has been created\.$/)).toBeVisible();
  const requestPicture = pictureOf((raised.postDataJSON() as { viewpoint: { snapshot: string } }).viewpoint);
  const pinned = await json<
    { omschrijving: string; status: string; viewpoint: { selectedGuids: string[] } }[]
  >(office.request.get(`/api/app/bim/projects/${ids.projectId}/requests`));
  expect(pinned.find((request) => request.omschrijving === description)).toMatchObject({
    status: 'IN_BEHANDELING',
    viewpoint: { selectedGuids: [picked] },
  });

  // The map exports as BCF with the viewer's picture of it: a PNG of at most 1,500 pixels a side.
  const [exported, download] = await Promise.all([
    office.waitForRequest((request) => request.url().endsWith('/bcf-export')),
    office.waitForEvent('download'),
    office.getByRole('button', { name: 'Export BCF with the condition map' }).click(),
  ]);
  pictureOf((exported.postDataJSON() as { conditionMap: { snapshot: string } }).conditionMap);
  // The request's topic carries the picture its viewpoint was made with.
  const entries = unzipSync(await readFile(await download.path()));
  const topic = Object.keys(entries).find(
    (name) =>
      name.endsWith('/markup.bcf') && strFromU8(entries[name] ?? new Uint8Array()).includes(description),
  );
  const folder = topic?.split('/')[0] ?? '';
  expect(Buffer.from(entries[`${folder}/snapshot.png`] ?? [])).toEqual(requestPicture);
  expect(Object.keys(entries).filter((name) => name.endsWith('/snapshot.png')).length).toBeGreaterThanOrEqual(
    2,
  );
});

test('owners see the condition map while the administrator shows it to them', async ({ browser }) => {
  const office = await (await browser.newContext()).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();
  const [anker] = await json<{ id: number }[]>(office.request.get('/api/app/office/complex-list?text=Anker'));
  const complexId = anker?.id ?? 0;
  await office.goto(`/app/office/complexes/${complexId}`);
  const shown = office.getByRole('switch', { name: 'Owners see the condition map' });
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(shown).toBeChecked();
  await expectNoViolations(office);
  const details = await json<{ projects: { id: number }[] }>(
    office.request.get(`/api/app/office/complexes/${complexId}`),
  );

  const owner = await (await browser.newContext()).newPage();
  await logIn(owner, 'owner');
  await owner.goto(`/vve/${complexId}/project/${details.projects[0]?.id ?? 0}/`);
  await expectModelShown(owner);
  await owner.getByRole('button', { name: 'Condition map' }).click();
  await expect(owner.getByRole('list', { name: 'Legend' })).toBeVisible();
  await expect(owner.getByRole('list', { name: 'Worst elements' })).toBeVisible();
  await expectNoViolations(owner);

  // Turned off again, the owner's viewer offers no map.
  await shown.click();
  await expect(shown).not.toBeChecked();
  await owner.reload();
  await expectModelShown(owner);
  await expect(owner.getByRole('button', { name: 'Condition map' })).toHaveCount(0);
});

test('an inspector links the element being graded by picking it in the model', async ({ browser }) => {
  const office = await (await browser.newContext()).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();
  const label = `Goot ${Date.now().toString(36)}`;
  const ids = await setUp(office.request, label);

  // On the element's screen of the inspection, the complex's 3D model opens at the element.
  const supplier = await (await browser.newContext()).newPage();
  await logIn(supplier, 'supplier');
  const { draft } = await startInspection(office.request, supplier.request, ids);
  await supplier.goto(`/app/inspections/${draft.id}/elements/${ids.elementId}`);
  await expect(supplier.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expectNoViolations(supplier);
  const [viewer] = await Promise.all([
    supplier.context().waitForEvent('page'),
    supplier
      .getByRole('link', { name: /^Link in / })
      .first()
      .click(),
  ]);
  await expectModelShown(viewer);
  await expect(viewer.getByRole('article', { name: label })).toBeVisible();
  await expect(
    viewer.getByText(`Pick a model element that ${label} stands for, then choose Link.`),
  ).toBeVisible();

  // A pick offers the element first: one click links it.
  const box = await stage(viewer).boundingBox();
  if (!box) throw new Error('The canvas has no size.');
  await viewer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const picked = viewer.locator('[data-selected-guid]');
  await expect(picked).toHaveAttribute('data-selected-guid', /^[0-9A-Za-z_$]{22}$/);
  const guid = (await picked.getAttribute('data-selected-guid')) ?? '';
  await expect(viewer.getByRole('combobox', { name: 'Link to register element' })).toHaveValue(
    String(ids.elementId),
  );
  await expectNoViolations(viewer);
  await viewer.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(viewer.getByRole('article', { name: label })).toBeVisible();
  const map = await json<{ elements: { id: number; globalIds: string[] }[] }>(
    office.request.get(`/api/app/bim/projects/${ids.projectId}/condition-map`),
  );
  expect(map.elements.find((element) => element.id === ids.elementId)?.globalIds).toEqual([guid]);
});
