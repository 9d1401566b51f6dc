import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { addComplex } from './complex-pages';
import { logIn } from './log-in';
import { appLinkIn, emailTo } from './mailbox';

/** The back office is desktop first, and usable from 768 px on. */
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

const HEADER =
  'complex;unit_index;unit_address;name;email;language;relation;rent;start_date;end_date;deposit;notice_period_months;landlord_account;automatic_collection';

/**
 * 20 residents of the complex, as Dutch Excel saves them (semicolons): even rows an owner, odd rows a tenant with
 * a contract, in units K-001 to K-020 (the first two exist already, the others are made by the import). Their
 * names sort last, so that the people other journeys look for stay on the first page of People.
 */
const residentsCsv = (complex: string, run: string, badEmailAt?: number) => {
  const rows = Array.from({ length: 20 }, (_, at) => {
    const unit = String(at + 1).padStart(3, '0');
    const email = at === badEmailAt ? `bewoner${at + 1}(at)example.nl` : `bewoner${at + 1}-${run}@example.nl`;
    const person = `${complex};K-${unit};Kade ${at + 1};Zwart ${at + 1} ${run};${email};en`;
    return at % 2 === 0
      ? `${person};owner;;;;;;;;`
      : `${person};tenant;950,00;2026-01-01;;1900,00;1;NL91 ABNA 0417 1643 00;yes`;
  });
  return {
    name: 'bewoners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`),
  };
};

const chooseFile = (page: Page, file: ReturnType<typeof residentsCsv>) =>
  page.locator('input[type="file"]').setInputFiles(file);

test('the administrator creates a complex with two units, imports 20 residents from a CSV and invites one, who gets in and sees the complex', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const complex = `VvE De Import ${run}`;
  const office = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await logIn(office, 'admin');
  await expect(office.getByRole('button', { name: 'Menu' })).toBeVisible();

  // A complex with two units, as the back office makes them.
  await addComplex(office, {
    name: complex,
    address: 'Kade 1-20',
    place: 'Utrecht',
    description: 'Twintig appartementen aan het water.',
  });
  for (const [indexNr, adres] of [
    ['K-001', 'Kade 1'],
    ['K-002', 'Kade 2'],
  ]) {
    await office.getByRole('button', { name: 'Add unit' }).click();
    const dialog = office.getByRole('dialog', { name: 'Add unit' });
    await dialog.getByRole('textbox', { name: 'Index number' }).fill(indexNr ?? '');
    await dialog.getByRole('textbox', { name: 'Address' }).fill(adres ?? '');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
  }

  // The import: a file with an error is checked, its error named by row and column; nothing is imported.
  await office.getByRole('link', { name: 'Import' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Import units and residents' })).toBeVisible();
  await expect(office.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'href',
    /\/api\/app\/office\/import\/residents\/template$/,
  );
  await expectNoViolations(office);
  await chooseFile(office, residentsCsv(complex, run, 4));
  await office.getByRole('button', { name: 'Check' }).click();
  await expect(office.getByText(/^The file has 1 error\./)).toBeVisible();
  await expect(office.getByRole('row', { name: /^6 email/ })).toContainText('Enter a valid email address');
  await expect(office.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expectNoViolations(office);

  // Corrected: the check says what the import will do, then Import does it.
  await chooseFile(office, residentsCsv(complex, run));
  await office.getByRole('button', { name: 'Check' }).click();
  await expect(office.getByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
  const counts = office
    .locator('section')
    .filter({ has: office.getByRole('heading', { name: 'Result of the check' }) });
  await expect(counts.locator('dd')).toHaveText([
    '20',
    '18 new, 0 changed',
    '20 new, 0 changed',
    '10 new',
    '10 new, 0 already there (left as they are)',
  ]);
  await expectNoViolations(office);
  await office.setViewportSize(TABLET);
  await expectNoSidewaysScroll(office);
  await office.setViewportSize(DESKTOP);
  await office.getByRole('button', { name: 'Import' }).click();
  await expect(office.getByText('The file has been imported.')).toBeVisible();
  await expectNoViolations(office);

  // The complex has its 20 units now; one of the new owners is invited.
  await office.getByRole('link', { name: 'Complexes' }).click();
  await office.getByRole('searchbox', { name: 'Search' }).fill(complex);
  // The text goes to the URL once typing pauses; a click elsewhere before that would be undone.
  await expect(office).toHaveURL(/text=/);
  await expect(
    office
      .getByRole('row')
      .filter({ has: office.getByRole('link', { name: complex }) })
      .getByRole('cell'),
  ).toHaveText([complex, 'Kade 1-20', 'Utrecht', '20', 'No']);
  const owner = `Zwart 3 ${run}`;
  await office.getByRole('link', { name: 'People' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await office.getByRole('searchbox', { name: 'Search' }).fill(owner);
  // As above: the search reaches the URL first, or it would take the person's page back to the list.
  await expect(office).toHaveURL(/text=/);
  await office.getByRole('link', { name: owner }).click();
  await office.getByRole('button', { name: 'Invite' }).click();
  await expect(office.getByRole('button', { name: 'Send the invitation again' })).toBeVisible();

  // The invited owner follows the email's link, chooses a password and sees the complex.
  const invitation = await emailTo(`bewoner3-${run}@example.nl`, /^You are invited to VvE Portaal$/);
  const resident = await (await browser.newContext()).newPage();
  await resident.goto(appLinkIn(invitation));
  await resident.getByLabel(/^New password/).fill('een-nieuw-wachtwoord-3');
  await resident.getByLabel(/^Repeat the new password/).fill('een-nieuw-wachtwoord-3');
  await resident.getByRole('button', { name: 'Save password and log in' }).click();
  await resident.getByRole('link', { name: 'Your properties' }).click();
  await expect(resident.getByText(complex)).toBeVisible();
});
