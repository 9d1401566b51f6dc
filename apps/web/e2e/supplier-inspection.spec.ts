import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { makePhoto } from './images';
import { setElementState } from './inspection-pages';
import { logIn } from './log-in';

test('an inspector registers an inspection from a task, fills it in and raises a request, which the back office reads with its finding', async ({
  page,
  browser,
}) => {
  const report = `Voegwerk kopgevel herstellen (${Date.now().toString(36)})`;
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await page.getByRole('button', { name: 'Register Facade in VvE Parkzicht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Register new inspection for Facade in VvE Parkzicht?');
  await dialog.getByRole('button', { name: 'Register' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Facade' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/inspections\/\d+$/);
  await expect(page.getByText('No requests')).toBeVisible();

  await setElementState(page, 'Galerij 1-4', /Galerijrand 2e verdieping/, 'Bad');
  await setElementState(page, 'Kopgevel', /Kopgevel noord/, 'Moderate');
  const kopgevel = page.getByRole('row', { name: /Kopgevel/ });
  await expect(kopgevel.getByLabel('Moderate: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Galerij 1-4/ }).getByLabel('Bad: 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Galerij 1-4/ }).getByLabel('Not specified: 1')).toBeVisible();

  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Moderate' });
  await page.getByPlaceholder('Enter your finding(s) here.').fill('Voegwerk verweerd aan de noordzijde.');
  await page
    .locator('input[type=file]')
    .setInputFiles([
      await makePhoto(page, 'kopgevel.png', 'image/png'),
      await makePhoto(page, 'galerij.jpg', 'image/jpeg'),
    ]);
  await expect(page.getByRole('link', { name: 'kopgevel.png' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'galerij.jpg' })).toBeVisible();

  await page.getByRole('button', { name: 'Rename kopgevel.png' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByRole('textbox', { name: 'New name (without .png)' }).fill('kopgevel-noord');
  await rename.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'kopgevel-noord.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove galerij.jpg' }).click();
  const remove = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(remove).toContainText('Are you sure you want to remove galerij.jpg');
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('link', { name: 'galerij.jpg' })).toHaveCount(0);

  await page.getByLabel('Make a report').check();
  await page.getByLabel('Describe the report').fill(report);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your inspection has been saved.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: report })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kopgevel-noord.png' })).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await expect(page.getByRole('button', { name: 'Register Facade in VvE Parkzicht' })).toHaveCount(0);

  // The administrator reads the finding beside the request it raised, and opens the whole inspection.
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  await admin.goto(`/app/office/requests?${new URLSearchParams({ text: report }).toString()}`);
  await admin
    .getByRole('link', { name: /^Request \d+ / })
    .filter({ hasText: report })
    .click();
  const finding = admin.locator('section', {
    has: admin.getByRole('heading', { level: 2, name: 'Finding of the inspection' }),
  });
  await expect(finding.getByText('Voegwerk verweerd aan de noordzijde.')).toBeVisible();
  await expect(finding.getByText('Moderate')).toBeVisible();
  await expect(finding.getByRole('img', { name: 'Photo 1' })).toBeVisible();
  await admin.getByRole('link', { name: /^Inspection \d+$/ }).click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Inspection \d+ · Facade/ })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 3, name: /Galerijrand 2e verdieping/ })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Request \d+$/ })).toBeVisible();
  await expectNoViolations(admin);
});

test('the inspection screens fit a phone, a tablet and a desktop', async ({ page }) => {
  await logIn(page, 'supplier');
  await page.getByRole('tab', { name: 'Inspections' }).click();
  // The draft 'Window frames' is the first inspection link: tasks have buttons, and 'Roofing' was performed.
  await page
    .getByRole('link', { name: /Window frames/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspection Window frames' })).toBeVisible();
  const inspection = page.url();
  await page.getByRole('link', { name: 'Gevel voorzijde', exact: true }).click();
  const location = page.url();
  await page.getByRole('link', { name: /Kozijn 0\.01/ }).click();
  await expect(page.getByRole('heading', { name: 'Element information' })).toBeVisible();
  const element = page.url();

  for (const width of [360, 768, 769, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const url of [inspection, location, element]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading…' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
    }
    await page.goto(location);
    const card = page.getByRole('link', { name: /Kozijn 0\.01/ });
    const code = await card.getByText('Code').boundingBox();
    const label = await card.getByText('Label').boundingBox();
    // Three columns above 768 px (spec §2), stacked up to it.
    if (width > 768) expect(label?.y).toBe(code?.y);
    else expect(label?.y).toBeGreaterThan(code?.y ?? 0);
  }
});
