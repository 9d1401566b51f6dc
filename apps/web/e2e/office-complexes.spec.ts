import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { logIn } from './log-in';

/** The back office is desktop first, and usable from 768 px on. */
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

/** Adds a unit through the complex's 'Add unit' dialog (with 1 vote unless told). */
const addUnit = async (page: Page, indexNr: string, adres: string, votes?: string) => {
  await page.getByRole('button', { name: 'Add unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add unit' });
  await dialog.getByRole('textbox', { name: 'Index number' }).fill(indexNr);
  await dialog.getByRole('textbox', { name: 'Address' }).fill(adres);
  if (votes !== undefined) await dialog.getByRole('textbox', { name: 'Votes' }).fill(votes);
  await dialog.getByRole('button', { name: 'Save' }).click();
  return dialog;
};

test('the administrator sets up a complex with two units and a meeting, edits it and finds it in the list', async ({
  page,
}) => {
  const name = `VvE De Kade ${Date.now().toString(36)}`;
  await page.setViewportSize(DESKTOP);
  await logIn(page, 'admin');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Back office' }).click();
  await page.getByRole('link', { name: 'Complexes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complexes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'VvE Het Anker' })).toBeVisible();
  await expectNoViolations(page);

  // A new complex: its required details are asked for, then it opens.
  await page.getByRole('button', { name: 'New complex' }).click();
  const form = page.getByRole('dialog', { name: 'New complex' });
  await form.getByRole('button', { name: 'Add complex' }).click();
  await expect(form.getByText('A complex needs a name.')).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Address' }).fill('Kade 1-40');
  await form.getByRole('textbox', { name: 'Place' }).fill('Utrecht');
  await form.getByRole('textbox', { name: 'Description' }).fill('Veertig appartementen aan het water.');
  await form.getByRole('checkbox', { name: /Financial management/ }).check();
  await form.getByRole('button', { name: 'Add complex' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/office\/complexes\/\d+$/);

  // Two units; an index number the complex has already is refused in words.
  await expect(await addUnit(page, 'K-001', 'Kade 1')).toBeHidden();
  await expect(await addUnit(page, 'K-002', 'Kade 2', '85')).toBeHidden();
  const duplicate = await addUnit(page, 'K-001', 'Kade 3');
  await expect(duplicate.getByRole('alert')).toHaveText(
    'A unit with this index number already exists in this complex.',
  );
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  const units = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Units' }) });
  await expect(units.getByRole('row')).toHaveCount(3);
  await expect(units.getByRole('row', { name: 'K-002 Kade 2 85' })).toBeVisible();

  // A members' meeting.
  await page.getByRole('button', { name: 'Plan a meeting' }).click();
  const meeting = page.getByRole('dialog', { name: 'Plan a meeting' });
  await meeting.getByLabel('Date and time').fill('2027-03-15T19:30');
  await meeting.getByRole('button', { name: 'Plan' }).click();
  await expect(meeting).toBeHidden();
  await expect(page.locator('time[datetime]').filter({ hasText: '2027' })).toHaveCount(1);

  // Its details changed.
  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit details' });
  await edit.getByRole('textbox', { name: 'Place' }).fill('Amersfoort');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Amersfoort')).toBeVisible();
  await expectNoViolations(page);

  // Usable at 768 px: nothing scrolls sideways.
  await page.setViewportSize(TABLET);
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(DESKTOP);

  // In the list, found by its name, with its two units and new place.
  await page.getByRole('link', { name: 'Back to the complexes' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page).toHaveURL(/text=/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell')).toHaveText([name, 'Kade 1-40', 'Amersfoort', '2', 'Yes']);
  await expectNoViolations(page);

  // Archived, it leaves the list and shows among the archived ones.
  await row.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Archive' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByRole('button', { name: 'Take back into use' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add unit' })).toHaveCount(0);
  await expectNoViolations(page);
  await page.getByRole('link', { name: 'Back to the complexes' }).click();
  await expect(page.getByText('No complexes match the search.')).toBeVisible();
  // The box follows the URL, which changes in a transition: click it, then wait for it to show as ticked.
  const archived = page.getByRole('checkbox', { name: 'Archived complexes' });
  await archived.click();
  await expect(archived).toBeChecked();
  await expect(page.getByRole('link', { name })).toBeVisible();
});
