import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNothingCut, expectNoSidewaysScroll, expectNoViolations } from './axe';
import { logIn } from './log-in';

/** The back office is desktop first, and usable from 768 px. */
const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 768, height: 1024 };

/** A page of its own for one user, logged in (each user has their own browser context). */
const pageOf = async (browser: Browser, username: string, viewport = DESKTOP): Promise<Page> => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await logIn(page, username);
  // Logged in: the supplier-app opens (the back office is opened by its address from there).
  await expect(page.getByRole('tab', { name: 'Contracts' })).toBeVisible();
  return page;
};

/** A calendar date `days` from today, `YYYY-MM-DD`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Other journeys rely on the demo's contracts and tasks of Dakwerken Smit (the first contract without an end date,
// 'Register Facade in VvE Parkzicht'): this one adds its own, with names of this run, and changes none of theirs.
test('the administrator gives a supplier a new contract and a repeating inspection task, which the supplier sees', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const title = `Dakonderhoud ${run}`;
  const aspect = `Dakterras ${run}`;

  const office = await pageOf(browser, 'admin');
  await office.goto('/app/office/suppliers');
  await expect(office.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible();
  await expect(office.getByRole('link', { name: 'Dakwerken Smit B.V.' })).toBeVisible();
  await expectNoViolations(office);
  await office.getByRole('link', { name: 'Dakwerken Smit B.V.' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Dakwerken Smit B.V.' })).toBeVisible();
  await expect(office.getByRole('cell', { name: 'Eva Smit', exact: true })).toBeVisible();
  await expectNoViolations(office);

  // A contract that ends before it starts is refused with a message; then a good one is added.
  await office.getByRole('button', { name: 'New contract' }).click();
  const contract = office.getByRole('dialog', { name: 'New contract' });
  await contract.getByRole('textbox', { name: 'Title' }).fill(title);
  await contract.getByLabel('Start date').fill(inDays(0));
  await contract.getByLabel('End date').fill(inDays(-1));
  await contract.getByRole('button', { name: 'Save' }).click();
  await expect(contract.getByText('The end date is before the start date.')).toBeVisible();
  await expectNoViolations(office);
  await contract.getByLabel('End date').fill(inDays(365));
  await contract.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByText('The contract has been added.')).toBeVisible();
  await expect(office.getByRole('row', { name: new RegExp(title) })).toContainText('Active');
  // Wide enough for every contract's status in full (Expired, Inactive, Not started yet): none is cut.
  await office.setViewportSize({ width: 1366, height: 900 });
  await expectNothingCut(office);

  // The maintenance planning of VvE Het Anker: an aspect of its own, and a task for the supplier every 12 months.
  await office.getByRole('link', { name: 'Maintenance planning' }).click();
  await expect(office.getByRole('heading', { level: 1, name: 'Maintenance planning' })).toBeVisible();
  await expectNoViolations(office);
  await office.getByRole('combobox', { name: 'Complex' }).fill('Anker');
  await office.getByRole('option', { name: 'VvE Het Anker' }).click();
  await expect(
    office.getByRole('heading', { level: 1, name: 'Maintenance planning of VvE Het Anker' }),
  ).toBeVisible();
  await expect(office.getByRole('heading', { level: 3, name: 'Roofing' }).first()).toBeVisible();
  await expectNoViolations(office);

  await office.getByRole('button', { name: 'Add aspect' }).click();
  const aspectDialog = office.getByRole('dialog', { name: 'Add aspect' });
  await aspectDialog.getByRole('combobox', { name: 'Aspect type' }).selectOption({ label: 'Roofing' });
  await aspectDialog.getByRole('textbox', { name: 'Name' }).fill(aspect);
  await aspectDialog.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('heading', { level: 3, name: aspect })).toBeVisible();

  await office.getByRole('button', { name: `Add element to ${aspect}` }).click();
  const element = office.getByRole('dialog', { name: 'Add element' });
  await element.getByRole('textbox', { name: 'Code', exact: true }).fill('27.1.1');
  await element.getByRole('textbox', { name: 'Code name' }).fill('Dakbedekking bitumen');
  await element.getByRole('textbox', { name: 'Label' }).fill('Dakvlak terras');
  await element.getByRole('textbox', { name: 'Location' }).fill('Dak zuid');
  await element.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByRole('cell', { name: 'Dakvlak terras', exact: true })).toBeVisible();

  await office.getByRole('button', { name: 'Plan inspection task' }).click();
  const task = office.getByRole('dialog', { name: 'Plan inspection task' });
  await task.getByRole('combobox', { name: 'Aspect' }).selectOption({ label: aspect });
  await task.getByRole('combobox', { name: 'Supplier' }).selectOption({ label: 'Dakwerken Smit B.V.' });
  await task.getByLabel('Date').fill(inDays(20));
  await task.getByRole('combobox', { name: 'Repeat' }).selectOption('months');
  await task.getByRole('textbox', { name: 'Number of months' }).fill('12');
  await expectNoViolations(office);
  await task.getByRole('button', { name: 'Save' }).click();
  await expect(office.getByText('The task has been planned.')).toBeVisible();
  const planned = office
    .locator('section')
    .filter({ has: office.getByRole('heading', { level: 2, name: 'Planned inspection tasks' }) })
    .getByRole('row', { name: new RegExp(aspect) });
  await expect(planned).toContainText('Dakwerken Smit B.V.');
  await expect(planned).toContainText('Every 12 months');
  await expectNoViolations(office);

  // Usable at 768 px: nothing wider than the window.
  await office.setViewportSize(TABLET);
  await expectNoSidewaysScroll(office);
  await office.close();

  // The supplier sees both in the supplier-app.
  const supplier = await pageOf(browser, 'supplier', { width: 360, height: 780 });
  await supplier.getByRole('tab', { name: 'Contracts' }).click();
  const ownContract = supplier.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(ownContract).toBeVisible();
  await expect(ownContract).toContainText('Active');
  await supplier.getByRole('tab', { name: 'Inspections' }).click();
  await expect(supplier.getByRole('button', { name: `Register ${aspect} in VvE Het Anker` })).toBeVisible();
  await expectNoViolations(supplier);
});
