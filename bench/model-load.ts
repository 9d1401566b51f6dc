/**
 * What a 3D model costs, measured in one run for each real export in ../shared/ifc/ and generated
 * models of about 1, 20 and 100 MB:
 * - the raw web-ifc parse of the IFC file (open + stream every mesh): the floor to beat;
 * - the server's one-time conversion to fragments: time and peak memory of the converting process;
 * - the viewer: time from opening its page in headless Chromium to the first complete frame of the
 *   converted model, and that time as a ratio of the raw parse.
 * Run: `npm run build && npm run bench:model-load` (BENCH_SIZES_MB=1,20 to pick generated sizes).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { IfcAPI } from 'web-ifc';
import type { BimModel, BimProjectDetails } from '@vve/contract/calls/bim';
import type { BimProject } from '@vve/contract/calls/details';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/database';
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
  ...REAL_IFC_MODELS.map((model) => ({ label: model.name, file: realIfcPath(model.name) })),
  ...sizesMb.map((size) => {
    const file = path.join(workDir, `generated-${size}mb.ifc`);
    writeFileSync(file, generateBuilding(buildingOptionsForSize(size * 1e6, `Bench ${size} MB`)).ifc);
    return { label: `generated ${size} MB`, file };
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

/** Milliseconds from navigation start to the viewer's first complete frame of the model. */
const viewerFirstFrameMs = async (): Promise<number> => {
  const page = await context.newPage();
  await page.goto(`${base}/vve/${project.complexId}/project/${project.id}/`);
  await page.locator('[data-state="ready"]').waitFor({ timeout: 120_000 });
  const ms = await page.evaluate(() => {
    const [mark] = performance.getEntriesByName('viewer:first-frame');
    return mark ? mark.startTime : performance.now();
  });
  await page.close();
  return ms;
};

console.log(
  'model                     IFC MB  web-ifc parse ms  convert ms  convert peak MB  fragments MB  viewer first frame ms  viewer / parse',
);
for (const model of models) {
  const ifcBytes = readFileSync(model.file).length;
  const parse = rawParseMs(model.file);
  const conversion = await runConversion(model.file, path.join(workDir, 'bench.frag'));
  await uploadAndConvert(model.file);
  const firstFrame = await viewerFirstFrameMs();
  console.log(
    `${model.label.padEnd(24)}${(ifcBytes / MB).toFixed(1).padStart(8)}${parse.toFixed(0).padStart(18)}${String(conversion.milliseconds).padStart(12)}${(conversion.maxRssBytes / MB).toFixed(0).padStart(17)}${(conversion.fragmentsBytes / MB).toFixed(2).padStart(14)}${firstFrame.toFixed(0).padStart(23)}${(firstFrame / parse).toFixed(2).padStart(16)}`,
  );
}

await browser.close();
await app.close();
await database.close();
rmSync(workDir, { recursive: true, force: true });
