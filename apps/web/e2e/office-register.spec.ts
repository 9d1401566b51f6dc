import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { addComplex } from './complex-pages';
import { logIn } from './log-in';

const DESKTOP = { width: 1280, height: 900 };
const HEADER = 'element;aspect;code;code_name;label;location;nlsfb_code;material;quantity;unit';

const importFile = async (page: Page, name: string, text: string) => {
  await page.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${text}\r\n`),
  });
  await page.getByRole('button', { name: 'Check' }).click();
};

test('the administrator fills a new complex’s element register from a CSV file, exports it, changes it in the file and imports it back', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const complex = `VvE Het Register ${run}`;
  const aspect = `Daken blok R ${run}`;
  const office = await (await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();

  // A complex of its own with one aspect, so that no other journey meets its elements.
  const complexId = await addComplex(office, { name: complex, address: 'Registerweg 1-8', place: 'Delft' });
  await office.goto(`/app/office/planning/${complexId}`);
  await office.getByRole('button', { name: 'Add aspect' }).click();
  const aspectForm = office.getByRole('dialog', { name: 'Add aspect' });
  await aspectForm.getByRole('combobox', { name: 'Aspect type' }).selectOption({ label: 'Roofing' });
  await aspectForm.getByRole('textbox', { name: 'Name' }).fill(aspect);
  await aspectForm.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('heading', { level: 3, name: aspect })).toBeVisible();

  // Two elements from a file; a first try with an unknown aspect is refused row by row, and changes nothing.
  await office.getByRole('link', { name: 'Import register' }).click();
  await expect(
    office.getByRole('heading', { level: 1, name: `Import the element register of ${complex}` }),
  ).toBeVisible();
  const rows = [
    `;${aspect};27.1.1;Dakbedekking;Dakvlak noord;Dak;2710;bitumen;420,5;m2`,
    `;${aspect};27.1.2;Dakbedekking;Lichtkoepel;Dak;2710;;6;st`,
  ];
  await importFile(
    office,
    'register.csv',
    [HEADER, rows[0], rows[1]?.replace(aspect, 'Gevels')].join('\r\n'),
  );
  const errors = office.getByRole('table');
  await expect(errors.getByRole('row', { name: /This complex has no aspect with this name/ })).toContainText(
    '3aspect',
  );
  await expect(office.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expectNoViolations(office);

  await importFile(office, 'register.csv', [HEADER, ...rows].join('\r\n'));
  await expect(office.getByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
  await office.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(office.getByText('The file has been imported.')).toBeVisible();
  await expect(office.getByText('2 new, 0 changed, 0 unchanged')).toBeVisible();

  // The planning shows them; the export has their numbers, and the file comes back with a change.
  await office.getByRole('link', { name: 'Back to the planning' }).click();
  const elements = office.getByRole('table').filter({ hasText: 'Dakvlak noord' });
  await expect(elements.getByRole('row', { name: /Lichtkoepel/ })).toContainText('6');
  const exports = office.getByRole('group', { name: 'Export register' });
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    exports.getByRole('link', { name: 'CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^register-${complexId}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const exported = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(exported).toHaveLength(3);
  expect(exported[1]).toMatch(
    new RegExp(`^\\d+;${aspect};27\\.1\\.1;Dakbedekking;Dakvlak noord;Dak;2710;bitumen;420,5;m2;`),
  );
  const changed = [exported[0], exported[1]?.replace('420,5;m2', '430;m2'), exported[2]].join('\r\n');

  await office.getByRole('link', { name: 'Import register' }).click();
  await importFile(office, 'register-changed.csv', changed);
  await expect(office.getByText('0 new, 1 changed, 1 unchanged')).toBeVisible();
  await office.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(office.getByText('The file has been imported.')).toBeVisible();
  await office.getByRole('link', { name: 'Back to the planning' }).click();
  await expect(elements.getByRole('row', { name: /Dakvlak noord/ })).toContainText('430');
  await expectNoViolations(office);
});
