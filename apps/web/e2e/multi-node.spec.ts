import {
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import pg from 'pg';
import {
  NODE_COOKIE,
  SERVED_BY_HEADER,
  startCluster,
  type ApiNodeName,
  type Cluster,
} from '../../server/test/cluster';
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from './chromium';
import { makePhoto } from './images';
import { logIn } from './log-in';
import { expectModelShown, MODEL_TIMEOUT } from './model-stage';

// Issue 17: the product at scale. Two API processes and a worker, each with an empty data directory of its
// own, on the PostgreSQL server and a real S3 server, behind HAProxy; the browser talks to HAProxy only.
const missing = !process.env.DATABASE_URL
  ? 'a PostgreSQL server (DATABASE_URL)'
  : spawnSync('haproxy', ['-v']).status !== 0
    ? 'HAProxy (apt-get install haproxy)'
    : undefined;
if (missing && process.env.CI) throw new Error(`The multi-node journeys need ${missing}.`);
base.skip(missing !== undefined, `The multi-node journeys need ${missing ?? ''}.`);

/** A converted worker's lease: short, so that a killed worker's model is taken over within the journey. */
const LEASE_SECONDS = 5;

const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const cluster = await startCluster({ leaseSeconds: LEASE_SECONDS });
      await use(cluster);
      await cluster.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ cluster }, use) => {
    await use(cluster.base);
  },
});

// WebGL2 for the viewer (SwiftShader, without --disable-gpu).
test.use({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS } });

/** From now on the load balancer sends this browser's requests to one node. */
const pinTo = async (context: BrowserContext, cluster: Cluster, node: ApiNodeName) => {
  await context.addCookies([{ name: NODE_COOKIE, value: node, url: cluster.base }]);
};

/** The same user's session in a new browser (no cache of the other), pinned to `node`. */
const sameUserOn = async (
  browser: Browser,
  from: BrowserContext,
  cluster: Cluster,
  node: ApiNodeName,
  viewport = { width: 360, height: 780 },
): Promise<Page> => {
  const context = await browser.newContext({
    storageState: await from.storageState(),
    viewport,
    baseURL: cluster.base,
  });
  await pinTo(context, cluster, node);
  return context.newPage();
};

const servedBy = (response: Response) => response.headers()[SERVED_BY_HEADER];

const withDatabase = async <T>(cluster: Cluster, work: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

test('an owner sends a request with a photo via node A and sees its thumbnail served by node B', async ({
  browser,
  context,
  page,
  cluster,
}) => {
  await pinTo(context, cluster, 'a');
  await logIn(page, 'owner2');
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  const upload = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/app/reports/image'),
  );
  await page.locator('input[type=file]').setInputFiles([await makePhoto(page, 'dakgoot.jpg', 'image/jpeg')]);
  expect(servedBy(await upload)).toBe('a');
  await expect(page.getByRole('list', { name: 'Photos' }).getByText('Uploaded')).toBeVisible();
  const description = `Dakgoot lekt (${Date.now().toString(36)})`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/app/reports'),
  );
  await page.getByRole('button', { name: 'Send request' }).click();
  expect(servedBy(await sent)).toBe('a');
  await expect(page.getByText('Your request has been sent')).toBeVisible();

  // Node B never received the photo: it has it from the bucket, and makes its thumbnail from there.
  const onB = await sameUserOn(browser, context, cluster, 'b');
  const thumbnail = onB.waitForResponse((response) => response.url().includes('/file/thumbnail/'));
  await onB.goto('/app/');
  await onB.getByRole('link', { name: 'Requests' }).click();
  await onB.getByRole('tabpanel').getByRole('link').filter({ hasText: description }).click();
  const image = onB.getByRole('button', { name: 'Photo 1' }).locator('img');
  await expect(image).toBeVisible();
  const answer = await thumbnail;
  expect(answer.status()).toBe(200);
  expect(servedBy(answer)).toBe('b');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await onB.context().close();
});

test('11 bad logins alternating between the two nodes: the 11th answers 429', async ({
  page,
  context,
  cluster,
}) => {
  const alert = page.getByRole('alert');
  for (let attempt = 1; attempt <= 11; attempt += 1) {
    const node = attempt % 2 === 1 ? 'a' : 'b';
    await pinTo(context, cluster, node);
    const login = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/app/login'),
    );
    await logIn(page, 'tenant2', `wrong password ${attempt}`);
    const answer = await login;
    expect(servedBy(answer)).toBe(node);
    if (attempt < 11) {
      await expect(alert).toHaveText('Incorrect username/password');
    } else {
      expect(answer.status()).toBe(429);
      await expect(alert).toHaveText('Too many login attempts. Try again in 15 minutes.');
    }
  }
});

// An IFC file to upload; IFC files are not committed. The larger one, so that its conversion can be cut short.
const SAMPLE_IFC = process.env.SAMPLE_IFC_LARGE ?? '/work/shared/ifc/AC20-FZK-Haus.ifc';

test('an IFC model uploaded via node A, its worker killed mid-conversion: another converts it once, and node B shows it', async ({
  browser,
  context,
  page,
  cluster,
}) => {
  test.skip(!existsSync(SAMPLE_IFC), `No IFC file at ${SAMPLE_IFC} (set SAMPLE_IFC_LARGE).`);
  test.setTimeout(4 * MODEL_TIMEOUT);
  const desktop = { width: 1280, height: 800 };
  await page.setViewportSize(desktop);
  await pinTo(context, cluster, 'a');
  await logIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.goto('/app/office/complexes');
  await page.getByRole('link', { name: 'VvE De Linde' }).click();
  const project = page.getByRole('article', { name: 'De Linde – herenhuis' });
  await expect(project.getByText(/^Model .*\.ifc: /)).toBeVisible({ timeout: MODEL_TIMEOUT });
  const upload = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/app\/bim\/projects\/\d+\/models$/.test(response.url()),
  );
  await project.locator('input[type=file]').setInputFiles(SAMPLE_IFC);
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Replace the model' })
    .click();
  const uploaded = await upload;
  expect(servedBy(uploaded)).toBe('a');
  const modelId = ((await uploaded.json()) as { id: number }).id;

  const modelRow = () =>
    withDatabase(cluster, async (client) => {
      const { rows } = await client.query<{ status: string; attempts: number }>(
        'select status, attempts from bim_models where id = $1',
        [modelId],
      );
      return rows[0];
    });
  // The worker takes it (after the demo's own models, if it has not converted them yet) ...
  await expect
    .poll(async () => (await modelRow())?.status, { timeout: MODEL_TIMEOUT, intervals: [50] })
    .toBe('CONVERTING');
  // ... and dies in the middle of it, as a machine that is lost does.
  const killed = cluster.worker();
  await killed.kill();
  expect(await modelRow()).toEqual({ status: 'CONVERTING', attempts: 1 });
  // The conversion process it had started ends with it, instead of converting for no one.
  const orphans = () => {
    const found = spawnSync('pgrep', ['-f', killed.dataDir]);
    return found.status === 0 ? found.stdout.toString().trim() : '';
  };
  await expect.poll(orphans, { timeout: 30_000 }).toBe('');

  // Another worker takes the model over once the dead one's lease has run out, and converts it.
  await cluster.startWorker();
  await expect(project.getByText(`Model ${basename(SAMPLE_IFC)}: ready`)).toBeVisible({
    timeout: 2 * MODEL_TIMEOUT,
  });
  expect(await modelRow()).toEqual({ status: 'READY', attempts: 2 });

  // The viewer on node B, which neither received the upload nor converted it, draws the model from the bucket.
  const projectId = /\/projects\/(\d+)\/models$/.exec(uploaded.url())?.[1] ?? '';
  const complexId = /\/complexes\/(\d+)/.exec(page.url())?.[1] ?? '';
  const onB = await sameUserOn(browser, context, cluster, 'b', desktop);
  const fragments = onB.waitForResponse((response) => response.url().endsWith('/fragments'));
  await onB.goto(`/vve/${complexId}/project/${projectId}/`);
  expect(servedBy(await fragments)).toBe('b');
  await expectModelShown(onB);
  await onB.context().close();
});
