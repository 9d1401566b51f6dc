import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { newPage } from './residents';

/** A PDF of one empty page, as a scanner makes it. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('an administrator files a document for the owners of a complex: its owner reads it, its tenant does not', async ({
  browser,
}) => {
  const title = `Jaarrekening ${Date.now().toString(36)}`;
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const [anker] = (await (await admin.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  if (!anker) throw new Error('no VvE Het Anker');
  await admin.goto(`/app/office/complexes/${String(anker.id)}`);
  const library = admin.locator('section', {
    has: admin.getByRole('heading', { level: 2, name: 'Documents' }),
  });
  await library.getByRole('button', { name: 'Add document' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add document' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'jaarrekening.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('jaarrekening');
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByLabel(/^Folder/).click();
  await admin.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByRole('radio', { name: 'Owners', exact: true }).check();
  await expectNoViolations(admin);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(admin.getByText('The document has been added.')).toBeVisible();
  await expect(library.getByRole('link', { name: title })).toBeVisible();

  // The demo owner owns in Het Anker: the document is under Finance, and opens as the PDF it is.
  const owner = await newPage(browser);
  await logIn(owner, 'owner');
  await owner.goto(`/app/vve/${String(anker.id)}?title=VvE%20Het%20Anker`);
  const documents = owner.locator('section', {
    has: owner.getByRole('heading', { level: 2, name: 'Documents' }),
  });
  await expect(documents.getByRole('heading', { level: 3, name: 'Finance' })).toBeVisible();
  const link = documents.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  const file = await owner.request.get((await link.getAttribute('href')) ?? '');
  expect(file.ok()).toBe(true);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
  await expectNoViolations(owner);

  // The demo tenant rents in Het Anker: from the rental contract to the complex, the house rules, not the accounts.
  const tenant = await newPage(browser);
  await logIn(tenant, 'tenant');
  await tenant.getByRole('link', { name: 'Your rental contract' }).click();
  await tenant.getByRole('link', { name: 'VvE Het Anker' }).click();
  await expect(tenant.getByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeVisible();
  const theirs = tenant.locator('section', {
    has: tenant.getByRole('heading', { level: 2, name: 'Documents' }),
  });
  await expect(theirs.getByRole('link', { name: 'Huishoudelijk reglement' })).toBeVisible();
  await expect(theirs.getByRole('link', { name: title })).toHaveCount(0);
  await expect(tenant.getByRole('heading', { name: 'Finances' })).toHaveCount(0);
  await expectNoViolations(tenant);
});
