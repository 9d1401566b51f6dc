/**
 * What a 3D model costs, measured in one run for each real export in ../shared/ifc/ and generated
 * models of about 1, 20 and 100 MB:
 * - the raw web-ifc parse of the IFC file (open + stream every mesh): the floor to beat;
 * - the server's one-time conversion to fragments: time and peak memory of the converting process;
 * - the viewer: time from opening its page in headless Chromium to the first complete frame of the
 *   converted model, and that time as a ratio of the raw parse;
 * - for the generated models, the condition map: up to 5,000 of the model's elements linked to the register and
 *   scored, the time from the map's arrival to its paint drawn, and a pick (the click to its element highlighted).
 * Run: `npm run build && npm run bench:model-load` (BENCH_SIZES_MB=1,20 to pick generated sizes).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { IfcAPI } from 'web-ifc';
import type { BimModel, BimProjectDetails } from '@vve/contract/calls/bim';
import type { BimProject } from '@vve/contract/calls/details';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
import {
  aspectElements,
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
} from '../apps/server/src/db/schema/inspections';
import { supplierOrganisations } from '../apps/server/src/db/schema/suppliers';
import { dataDirStorage } from '../apps/server/src/lib/file-storage';
import { runConversion } from '../apps/server/src/plugins/model-converter/run-conversion';
import { buildingOptionsForSize } from '../apps/server/src/seed/ifc/building-options-for-size';
import { generateBuilding } from '../apps/server/src/seed/ifc/generate-building';
import { DEMO_PASSWORD } from '../apps/server/src/seed/parts/accounts';
import { seedDemoData } from '../apps/server/src/seed/seed-demo-data';
import { REAL_IFC_MODELS, realIfcPath } from '../apps/server/test/real-ifc';
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from '../apps/web/e2e/chromium';

const MB = 1024 * 1024;
const sizesMb = (process.env.BENCH_SIZES_MB ?? '1,20,100').split(',').map(Number);
const workDir = mkdtempSync(path.join(tmpdir(), 'vve-model-bench-'));

const models = [
  ...REAL_IFC_MODELS.map((model) => ({ label: model.name, file: realIfcPath(model.name), guids: [] })),
  ...sizesMb.map((size) => {
    const file = path.join(workDir, `generated-${size}mb.ifc`);
    const building = generateBuilding(buildingOptionsForSize(size * 1e6, `Bench ${size} MB`));
    writeFileSync(file, building.ifc);
    return { label: `generated ${size} MB`, file, guids: building.elements.map((element) => element.guid) };
  }),
];

const wasmDir = `${path.dirname(createRequire(import.meta.url).resolve('web-ifc/web-ifc-node.wasm'))}/`;
const webIfc = new IfcAPI();
webIfc.SetWasmPath(wasmDir, true);
await webIfc.Init();

/** Opens the file in web-ifc and streams every mesh: what a viewer without conversion pays at every open. */
const rawParseMs = (file: string): number => {
  const bytes = new Uint8Array(readFileSync(file));
  const started = performance.now();
  const modelId = webIfc.OpenModel(bytes);
  let meshes = 0;
  webIfc.StreamAllMeshes(modelId, () => {
    meshes += 1;
  });
  webIfc.CloseModel(modelId);
  if (meshes === 0) throw new Error(`web-ifc found no meshes in ${file}`);
  return performance.now() - started;
};

// The server, on an embedded database with the demo data, serving the built web app.
const dataDir = path.join(workDir, 'data');
const database = await openDatabase({ dataDir });
await database.migrate();
await seedDemoData(database.db, dataDirStorage(dataDir));
const app = await buildApp({
  config: { ...loadConfig(), dataDir, allowedOrigins: [] },
  db: database.db,
  loginLimits: { perAccountAndAddress: 1e9, perAddress: 1e9, perAccountFromBusyAddress: 1e9, windowMs: 1 },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
await app.modelConverter.drain();

const login = await fetch(`${base}/api/app/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
  body: new URLSearchParams({ username: 'admin', password: DEMO_PASSWORD }),
});
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');
const api = async <T>(url: string, init: { method?: string; body?: FormData } = {}): Promise<T> => {
  const response = await fetch(`${base}${url}`, { ...init, headers: { cookie, origin: base } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const [project] = await api<BimProject[]>('/api/app/details/projects');
if (!project) throw new Error('no demo project');

const uploadAndConvert = async (file: string): Promise<BimModel> => {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(file)]), path.basename(file));
  const model = await api<BimModel>(`/api/app/bim/projects/${project.id}/models`, {
    method: 'POST',
    body: form,
  });
  await app.modelConverter.drain();
  const details = await api<BimProjectDetails>(`/api/app/bim/projects/${project.id}`);
  if (details.model?.id !== model.id || details.model.status !== 'READY')
    throw new Error(
      `${file} did not convert: ${details.model?.error ?? details.model?.status ?? 'no model'}`,
    );
  return details.model;
};

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_WEBGL_ARGS,
});
const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
await context.addCookies(
  cookie.split('; ').map((pair) => {
    const [name = '', value = ''] = pair.split('=');
    return { name, value, url: base };
  }),
);

/** At most this many model elements are linked for the condition map, ten to a register element. */
const MAP_ELEMENTS = 5000;
const GUIDS_PER_ELEMENT = 10;
let mapAspectId: number | null = null;

/**
 * Links up to MAP_ELEMENTS of the model's elements to the register of the project's complex (an aspect of its own,
 * replacing the one of the model before) and scores them 1 to 6 in one performed inspection.
 */
const linkForMap = async (guids: readonly string[]) => {
  const { db } = database;
  if (mapAspectId !== null) await db.delete(aspects).where(eq(aspects.id, mapAspectId));
  const [type] = await db.select({ id: aspectTypes.id }).from(aspectTypes).limit(1);
  const [supplier] = await db.select({ id: supplierOrganisations.id }).from(supplierOrganisations).limit(1);
  const [aspect] = await db
    .insert(aspects)
    .values({ complexId: project.complexId, aspectTypeId: type?.id ?? 0, name: 'Bench map' })
    .returning({ id: aspects.id });
  if (!aspect || !supplier) throw new Error('no aspect type or supplier to link with');
  mapAspectId = aspect.id;
  const linked = guids.slice(0, MAP_ELEMENTS);
  const groups = Array.from({ length: Math.ceil(linked.length / GUIDS_PER_ELEMENT) }, (_, index) =>
    linked.slice(index * GUIDS_PER_ELEMENT, (index + 1) * GUIDS_PER_ELEMENT),
  );
  const elements = await db
    .insert(aspectElements)
    .values(
      groups.map((globalIds, index) => ({
        aspectId: aspect.id,
        label: `Element ${index + 1}`,
        location: 'Bench',
        codeFull: '21.1',
        codeName: 'Gevel',
        globalIds,
      })),
    )
    .returning({ id: aspectElements.id });
  const now = new Date();
  const [inspection] = await db
    .insert(inspections)
    .values({ aspectId: aspect.id, supplierId: supplier.id, createdAt: now, draft: false, performedAt: now })
    .returning({ id: inspections.id });
  if (!inspection) throw new Error('no inspection');
  await db.insert(inspectionElementStates).values(
    elements.map((element, index) => ({
      inspectionId: inspection.id,
      elementId: element.id,
      state: 'WARN',
      createRequest: false,
      requestDescription: '',
      score: (index % 6) + 1,
    })),
  );
  return linked.length;
};

/** A mark's moment on the page (0 when it was not made). */
const markAt = (page: Page, name: string) =>
  page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? 0, name);

/** Picks in the middle of the map: their median is told (one pick alone varies by tens of milliseconds). */
const PICKS = 5;

const pickCount = (page: Page) => page.evaluate(() => performance.getEntriesByName('viewer:pick').length);

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Milliseconds from navigation start to the viewer's first complete frame of the model; with a linked register,
 * also from the condition map's arrival to its paint drawn, and of a pick in the middle of the model (the median of
 * PICKS).
 */
const viewerTimes = async (mapped: boolean) => {
  const page = await context.newPage();
  await page.goto(`${base}/vve/${project.complexId}/project/${project.id}/`);
  await page.locator('[data-state="ready"]').waitFor({ timeout: 120_000 });
  const firstFrame = await markAt(page, 'viewer:first-frame');
  if (!mapped) {
    await page.close();
    return { firstFrame, placed: null, paint: null, pick: null };
  }
  await page.getByRole('button', { name: 'Condition map' }).click();
  await page.waitForFunction(
    () => performance.getEntriesByName('viewer:condition-map-painted').length > 0,
    null,
    {
      timeout: 60_000,
    },
  );
  const read = await markAt(page, 'viewer:condition-map-read');
  const placed = (await markAt(page, 'viewer:condition-map-placed')) - read;
  const paint = (await markAt(page, 'viewer:condition-map-painted')) - read;
  const box = await page.getByTestId('viewer-stage').boundingBox();
  if (!box) throw new Error('the viewer has no stage');
  const picks: number[] = [];
  for (let round = 0; round < PICKS; round += 1) {
    // The middle picks an element; the corner picks nothing, so that the next pick highlights anew.
    for (const [x, y] of [
      [box.x + box.width / 2, box.y + box.height / 2],
      [box.x + 3, box.y + 3],
    ] as const) {
      const before = await pickCount(page);
      await page.mouse.click(x, y);
      await page.waitForFunction(
        (count) => performance.getEntriesByName('viewer:pick').length > count,
        before,
        {
          timeout: 10_000,
        },
      );
    }
    picks.push(
      await page.evaluate(
        (index) => performance.getEntriesByName('viewer:pick')[index]?.duration ?? 0,
        2 * round,
      ),
    );
  }
  await page.close();
  return { firstFrame, placed, paint, pick: median(picks) };
};

console.log(
  'model                     IFC MB  web-ifc parse ms  convert ms  convert peak MB  fragments MB  viewer first frame ms  viewer / parse  linked  map found ms  map paint ms  pick ms',
);
for (const model of models) {
  const ifcBytes = readFileSync(model.file).length;
  const parse = rawParseMs(model.file);
  const conversion = await runConversion(model.file, path.join(workDir, 'bench.frag'));
  await uploadAndConvert(model.file);
  const linked = model.guids.length > 0 ? await linkForMap(model.guids) : 0;
  const { firstFrame, placed, paint, pick } = await viewerTimes(linked > 0);
  const optional = (ms: number | null, width: number) => (ms === null ? '–' : ms.toFixed(0)).padStart(width);
  console.log(
    `${model.label.padEnd(24)}${(ifcBytes / MB).toFixed(1).padStart(8)}${parse.toFixed(0).padStart(18)}${String(conversion.milliseconds).padStart(12)}${(conversion.maxRssBytes / MB).toFixed(0).padStart(17)}${(conversion.fragmentsBytes / MB).toFixed(2).padStart(14)}${firstFrame.toFixed(0).padStart(23)}${(firstFrame / parse).toFixed(2).padStart(16)}${String(linked).padStart(8)}${optional(placed, 14)}${optional(paint, 14)}${optional(pick, 9)}`,
  );
}

await browser.close();
await app.close();
await database.close();
rmSync(workDir, { recursive: true, force: true });
