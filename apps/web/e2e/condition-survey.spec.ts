import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { makePhoto } from './images';
import { logInForFieldWork, registerTask, saveOnDevice } from './inspection-pages';
import { logIn } from './log-in';

/** Adds a defect to the open element and sets what the inspector sees. */
const addDefect = async (
  page: Page,
  number: number,
  defect: { kind: string; severity: string; intensity: string; extent: string; seen: string },
) => {
  await page.getByRole('button', { name: 'Add defect' }).click();
  const card = page.getByRole('listitem', { name: `Defect ${number}` });
  await card.getByRole('combobox', { name: 'Kind of defect' }).selectOption({ label: defect.kind });
  await card.getByRole('combobox', { name: 'Severity' }).selectOption({ label: defect.severity });
  await card.getByRole('combobox', { name: 'Intensity' }).selectOption({ label: defect.intensity });
  await card.getByRole('combobox', { name: 'Extent' }).selectOption({ label: defect.extent });
  await card.getByRole('textbox', { name: 'What you see' }).fill(defect.seen);
};

test('an inspector records two defects on a roof offline, sees the computed condition, syncs, and the administrator sees the element’s condition and history', async ({
  page,
  context,
  browser,
}) => {
  const seen = `Scheur in de dakbedekking (${Date.now().toString(36)})`;
  await logInForFieldWork(page, 'supplier');
  // The tasks' elements are loaded ahead while there is a connection.
  const elementsLoaded = page.waitForResponse(/\/api\/app\/aspect\/\d+\/elements/);
  await page.getByRole('tab', { name: 'Inspections' }).click();
  await expect(page.getByRole('button', { name: 'Register Roofing in VvE Het Anker' }).first()).toBeVisible();
  await elementsLoaded;

  const photo = await makePhoto(page, 'dakvlak-b.jpg', 'image/jpeg');

  await context.setOffline(true);
  await registerTask(page, 'Roofing', 'VvE Het Anker');
  // A photo of the roof as a whole, sent when the connection returns.
  await page.locator('input[type=file]').setInputFiles([photo]);
  await expect(page.getByText('Waiting to be sent')).toHaveCount(1);
  await page.getByRole('link', { name: 'Dak zuid', exact: true }).click();
  await page.getByRole('link', { name: /Dakvlak B/ }).click();
  await expect(page.getByText('Not scored: without defects the state is graded by hand.')).toBeVisible();
  await addDefect(page, 1, {
    kind: 'Crack',
    severity: 'serious (ernstig): the primary function or structure',
    intensity: '3 final stage',
    extent: '3: 10 to 30 %',
    seen,
  });
  await addDefect(page, 2, {
    kind: 'Leak',
    severity: 'serious (ernstig): the primary function or structure',
    intensity: '2 advanced',
    extent: '3: 10 to 30 %',
    seen: 'Vochtplek onder de dakrand',
  });
  // Computed on the device: crack 4, leak 3; together 4 (moderate), and the state follows.
  await expect(page.getByText('Condition 4 moderate (matig)', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^State/ })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('WARN');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: /Dakvlak B/ })).toContainText('Condition 4 moderate (matig)');
  await page.getByRole('button', { name: 'OK' }).click();
  await saveOnDevice(page);

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'All changes synced' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'dakvlak-b.jpg' })).toBeVisible();

  const office = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(office, 'admin');
  await office.goto('/app/office/planning');
  await office.getByRole('combobox', { name: 'Complex' }).fill('Anker');
  await office.getByRole('option', { name: 'VvE Het Anker' }).click();
  const condition = office
    .locator('section')
    .filter({ has: office.getByRole('heading', { level: 2, name: 'Condition (NEN 2767)' }) });
  const row = condition.getByRole('row', { name: /Dakvlak B/ });
  await expect(row).toContainText('4 moderate (matig)');
  await expectNoViolations(office);
  await row.getByRole('button', { name: 'Dakvlak B' }).click();
  const history = office.getByRole('dialog', { name: 'Condition history of Dakvlak B' });
  await expect(history.getByRole('img', { name: /^Condition over time: .*condition 4$/ })).toBeVisible();
  const newest = history.getByRole('row').nth(1);
  await expect(newest.getByRole('listitem').first()).toContainText('Crack');
  await expect(newest).toContainText(seen);
  await expectNoViolations(office);
});
