import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';

// The back office is desktop-first.
test.use({ viewport: { width: 1280, height: 900 } });

interface Pinned {
  id: number;
  nr: string;
  viewpoint: { camera: unknown; selectedGuids: string[] };
}

test('a request exported as BCF and imported into a second project arrives with its viewpoint and selection', async ({
  page,
}) => {
  await logIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const [anker] = (await (await page.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  const complexId = anker?.id ?? 0;
  const details = (await (await page.request.get(`/api/app/office/complexes/${complexId}`)).json()) as {
    projects: { id: number }[];
  };
  const projectId = details.projects[0]?.id ?? 0;
  const pinned = (await (
    await page.request.get(`/api/app/bim/projects/${projectId}/requests`)
  ).json()) as Pinned[];
  const request = pinned.find((candidate) => candidate.viewpoint.selectedGuids.length > 0);
  if (!request) throw new Error('The demo data has no request pinned to an element.');
  // Named to come after the demo's project, which the journeys after this one open as the complex's first.
  const name = `Het Anker – uitwisseling ${Date.now().toString(36)}`;
  const second = await page.request.post(`/api/app/office/complexes/${complexId}/bim-projects`, {
    data: { name },
  });
  expect(second.ok()).toBe(true);
  const secondId = ((await second.json()) as { id: number }).id;

  // Export the request from its page as BCF 2.1.
  await page.goto(`/app/office/requests/${request.id}`);
  const bcf = page.locator('section', { has: page.getByRole('heading', { name: 'BCF', exact: true }) });
  await expect(bcf.getByRole('combobox', { name: 'BCF version' })).toHaveValue('2.1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    bcf.getByRole('button', { name: 'Export BCF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.bcfzip$/);
  const file = await readFile(await download.path());

  // Import it into the second project: checked first, then imported.
  await page.goto(`/app/office/complexes/${complexId}`);
  await page.getByRole('article', { name }).getByRole('link', { name: 'Import BCF' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Import BCF into ${name}` })).toBeVisible();
  await page.locator('input[type="file"]').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/zip',
    buffer: file,
  });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(`^${request.nr}: .* New request`) });
  await expect(row).toContainText(`Viewpoint, ${String(request.viewpoint.selectedGuids.length)} element`);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('The file has been imported.')).toBeVisible();
  await expect(page.getByRole('row', { name: /New request \d+/ })).toBeVisible();

  // The second project has the request, pinned to the same camera and elements.
  const arrived = (await (
    await page.request.get(`/api/app/bim/projects/${secondId}/requests`)
  ).json()) as Pinned[];
  expect(arrived).toHaveLength(1);
  expect(arrived[0]?.viewpoint.selectedGuids).toEqual(request.viewpoint.selectedGuids);
  expect(arrived[0]?.viewpoint.camera).toEqual(request.viewpoint.camera);
});
