import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { CHROMIUM_PATH, CHROMIUM_WEBGL_ARGS } from './chromium';
import { logIn } from './log-in';
import { expectModelShown, stage } from './model-stage';

// WebGL2 in headless Chromium: SwiftShader, and without --disable-gpu (the viewer's journeys only).
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_WEBGL_ARGS },
  viewport: { width: 1280, height: 900 },
});

test('an administrator shows a view of the 3D model on an agenda item, which opens the model at that view', async ({
  page,
  context,
}) => {
  await logIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const [anker] = (await (await page.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
    naam: string;
  }[];
  if (!anker) throw new Error('no VvE Het Anker');
  // A meeting in a year of its own, so that the dialog's choice names it alone.
  const planned = await page.request.post(`/api/app/office/complexes/${String(anker.id)}/meetings`, {
    data: { startsAt: '2031-05-14T17:30:00Z' },
  });
  expect(planned.ok()).toBe(true);
  const { id } = (await planned.json()) as { id: number };
  try {
    const title = `Gevelonderhoud ${Date.now().toString(36)}`;
    const added = await page.request.post(`/api/app/office/meetings/${String(id)}/items`, {
      data: { title, explanation: '', kind: 'discussion', rule: null, adoptsPlan: false, documentIds: [] },
    });
    expect(added.ok()).toBe(true);

    // From the complex's page to its model, in a tab of its own.
    await page.goto(`/app/office/complexes/${String(anker.id)}`);
    const opening = context.waitForEvent('page');
    await page
      .getByRole('link', { name: /^Open .+ in 3D$/ })
      .first()
      .click();
    const viewer = await opening;
    await expectModelShown(viewer);
    const box = await stage(viewer).boundingBox();
    if (!box) throw new Error('The canvas has no size.');
    await viewer.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const picked = await viewer.locator('[data-selected-guid]').getAttribute('data-selected-guid');
    expect(picked).toMatch(/^[0-9A-Za-z_$]{22}$/);

    await viewer.getByRole('button', { name: 'Show at a meeting' }).click();
    const dialog = viewer.getByRole('dialog', { name: 'Show at a meeting' });
    await dialog.getByRole('combobox', { name: 'Meeting' }).click();
    await viewer.getByRole('option', { name: /2031/ }).click();
    await dialog.getByRole('combobox', { name: 'Agenda item' }).click();
    await viewer.getByRole('option', { name: `1. ${title}` }).click();
    await expectNoViolations(viewer);
    await dialog.getByRole('button', { name: 'Show this view on the item' }).click();
    await expect(viewer.getByText('The view is on item 1 of the meeting.')).toBeVisible();

    // The agenda item opens the model at that view, its element selected.
    await page.goto(`/app/office/meetings/${String(id)}`);
    const link = page.getByRole('link', { name: 'Open the view of item 1 in the 3D model' });
    await expect(link).toBeVisible();
    await expectNoViolations(page);
    const reopening = context.waitForEvent('page');
    await link.click();
    const shown = await reopening;
    await expectModelShown(shown);
    await expect(shown.locator('[data-selected-guid]')).toHaveAttribute('data-selected-guid', picked ?? '');

    await page.getByRole('button', { name: 'Remove the view of item 1' }).click();
    await expect(link).toHaveCount(0);
  } finally {
    expect((await page.request.delete(`/api/app/office/meetings/${String(id)}`)).ok()).toBe(true);
  }
});
