import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PLAN_COLUMNS } from '@vve/contract/rules/plan-rows';
import { writeWorkbook } from '../../server/src/lib/spreadsheet/write-xlsx';
import { pdfText } from '../../server/test/pdf-text';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { makePhoto } from './images';
import { logInForFieldWork, registerTask } from './inspection-pages';
import { logIn } from './log-in';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const THIS_YEAR = new Date().getUTCFullYear();
const WORK = `Dakbedekking vervangen ${Date.now().toString(36)}`;

/** The id of a demo complex and of one of its elements, as the back office's API answers them. */
const demoIds = async (office: Page, complex: string, element: string) => {
  const complexes = (await (await office.request.get('/api/app/office/complex-list')).json()) as {
    id: number;
    naam: string;
  }[];
  const complexId = complexes.find((row) => row.naam === complex)?.id ?? 0;
  const planning = (await (
    await office.request.get(`/api/app/office/complexes/${complexId}/planning`)
  ).json()) as {
    aspects: { elements: { id: number; label: string }[] }[];
  };
  const elementId = planning.aspects
    .flatMap((aspect) => aspect.elements)
    .find((row) => row.label === element)?.id;
  return { complexId, elementId: elementId ?? 0 };
};

/** A plan made elsewhere, as a workbook: the roof's replacement in 8 years, and advice without an element. */
const planWorkbook = (elementId: number) =>
  writeWorkbook([
    {
      name: 'MJOP',
      table: {
        headers: PLAN_COLUMNS,
        rows: [
          [elementId, 'vervangen', WORK, 412.5, 'm2', 70, 21, THIS_YEAR + 8, 25, 'Dak noord'],
          [null, 'other', 'Advies en begeleiding', 1, 'pst', 1850, 21, THIS_YEAR + 1, 5, null],
        ],
      },
    },
  ]);

test('the administrator imports a plan from Excel, an inspection’s condition 5 on the roof brings it forward, the plan is adopted and exported, and an owner reads it on a phone', async ({
  browser,
}) => {
  const office = await (await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();
  const { complexId, elementId } = await demoIds(office, 'VvE Het Anker', 'Dakvlak A');

  // The plan made elsewhere replaces the draft's lines, after a check.
  await office.goto(`/app/office/maintenance-plan/${complexId}`);
  await expect(
    office.getByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }),
  ).toBeVisible();
  await office.getByRole('link', { name: 'Import lines' }).click();
  await expect(
    office.getByRole('heading', { level: 1, name: 'Import the plan lines of VvE Het Anker' }),
  ).toBeVisible();
  await office.locator('input[type="file"]').setInputFiles({
    name: 'mjop.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await planWorkbook(elementId),
  });
  await office.getByRole('button', { name: 'Check' }).click();
  await expect(office.getByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
  await expectNoViolations(office);
  await office.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(office.getByText('The file has been imported.')).toBeVisible();
  await office.getByRole('link', { name: 'Back to the plan' }).click();
  await expect(office.getByRole('cell', { name: new RegExp(WORK) })).toBeVisible();
  // The plan's dialogs, as a keyboard and a screen reader meet them.
  for (const dialog of ['Change terms', 'Add line']) {
    await office.getByRole('button', { name: dialog }).click();
    const form = office.getByRole('dialog', { name: dialog });
    await expect(form).toBeVisible();
    await expectNoViolations(office);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
  }

  // The roofer scores Dakvlak A at condition 5.
  const field = await (await browser.newContext()).newPage();
  await logInForFieldWork(field, 'supplier');
  await field.getByRole('tab', { name: 'Inspections' }).click();
  await registerTask(field, 'Roofing', 'VvE Het Anker');
  // A photo of the roof, as a survey has (the supplier-app's journeys rename the newest roof survey's photo).
  await field
    .locator('input[type=file]')
    .setInputFiles([await makePhoto(field, 'dakvlak-a.jpg', 'image/jpeg')]);
  await expect(field.getByRole('link', { name: 'dakvlak-a.jpg' })).toBeVisible();
  await field.getByRole('link', { name: 'Dak noord', exact: true }).click();
  await field.getByRole('link', { name: /Dakvlak A/ }).click();
  await field.getByRole('button', { name: 'Add defect' }).click();
  const defect = field.getByRole('listitem', { name: 'Defect 1' });
  await defect.getByRole('combobox', { name: 'Kind of defect' }).selectOption({ label: 'Crack' });
  await defect
    .getByRole('combobox', { name: 'Severity' })
    .selectOption({ label: 'serious (ernstig): the primary function or structure' });
  await defect.getByRole('combobox', { name: 'Intensity' }).selectOption({ label: '3 final stage' });
  await defect.getByRole('combobox', { name: 'Extent' }).selectOption({ label: '4: 30 to 70 %' });
  await defect
    .getByRole('textbox', { name: 'What you see' })
    .fill('Dakbedekking gescheurd over een groot deel');
  await expect(field.getByText('Condition 5 poor (slecht)', { exact: true })).toBeVisible();
  await field.getByRole('button', { name: 'OK' }).click();
  await field.getByRole('button', { name: 'OK' }).click();
  await field.getByRole('button', { name: 'Save' }).click();
  await expect(field.getByText('Your inspection has been saved.')).toBeVisible();

  // The plan proposes next year for the roof; the administrator accepts and adopts.
  await office.reload();
  const proposals = office
    .locator('section')
    .filter({ has: office.getByRole('heading', { level: 2, name: 'Proposed by inspections' }) });
  const proposal = proposals.getByRole('row', { name: new RegExp(WORK) });
  await expect(proposal).toContainText(`${THIS_YEAR + 8} → ${THIS_YEAR + 1}`);
  await expectNoViolations(office);
  await proposal.getByRole('button', { name: /^Accept the proposal for/ }).click();
  await expect(proposals).toHaveCount(0);
  const history = office
    .locator('section')
    .filter({ has: office.getByRole('heading', { level: 2, name: 'History' }) });
  await expect(history.getByRole('row', { name: new RegExp(WORK) })).toContainText(String(THIS_YEAR + 1));
  await office.getByRole('button', { name: 'Adopt', exact: true }).click();
  const adopt = office.getByRole('dialog', { name: 'Adopt the plan' });
  await adopt.getByRole('button', { name: 'Adopt' }).click();
  await expect(adopt).toBeHidden();
  await expect(office.getByText('The plan has been adopted.')).toBeVisible();

  // The report for the owners: the adopted version as a PDF in the administrator's language.
  const today = new Date().toISOString().slice(0, 10);
  await office.getByRole('combobox', { name: 'Version' }).selectOption({ index: 1 });
  await expect(office.getByText(/kept as it is/)).toBeVisible();
  await office.getByRole('button', { name: 'Compare with the draft' }).click();
  await expect(office.getByRole('heading', { level: 2, name: 'Compared with the draft' })).toBeVisible();
  await expectNoViolations(office);
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('group', { name: 'Export plan' }).getByRole('link', { name: 'PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`maintenance-plan-${complexId}-${today}.pdf`);
  const text = pdfText(await readFile(await download.path()));
  expect(text).toContain('VvE Het Anker');
  expect(
    text.some((line) => /^(Long-term maintenance plan|Meerjarenonderhoudsplan \(MJOP\))$/.test(line)),
  ).toBe(true);
  expect(
    text.some((line) =>
      /^(Adopted by the members’ meeting on|Vastgesteld door de ledenvergadering op) /.test(line),
    ),
  ).toBe(true);
  expect(text.some((line) => line.startsWith('Dakvlak A'))).toBe(true);

  // An owner of the complex reads the adopted plan on a phone.
  const phone = await (
    await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })
  ).newPage();
  await logIn(phone, 'owner');
  await phone.getByRole('link', { name: 'Your properties' }).click();
  await phone.getByRole('link', { name: 'VvE Het Anker' }).click();
  await phone.getByRole('link', { name: /Maintenance plan/ }).click();
  await expect(
    phone.getByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }),
  ).toBeVisible();
  await expect(phone.getByText(/^Adopted by the members’ meeting on /)).toBeVisible();
  const nextYear = phone
    .locator('section')
    .filter({ has: phone.getByRole('heading', { name: String(THIS_YEAR + 1) }) });
  await expect(nextYear.getByText(new RegExp(WORK))).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Download the plan (PDF)' })).toBeVisible();
  await expectNoViolations(phone);
  await expectNoSidewaysScroll(phone);
});
