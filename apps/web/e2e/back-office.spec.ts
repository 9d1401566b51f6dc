import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { makePhoto } from './images';
import { logIn } from './log-in';

/** The back office is desktop first. */
const DESKTOP = { width: 1280, height: 900 };

/** A page of its own for one user, logged in (each user has their own browser context). */
const pageOf = async (browser: Browser, username: string, viewport = DESKTOP): Promise<Page> => {
  const page = await (await browser.newContext({ viewport })).newPage();
  await logIn(page, username);
  return page;
};

const PHONE = { width: 360, height: 780 };

/**
 * An owner sends a request with a photo, in VvE Het Anker; answers its number. Always with a photo: the
 * request-app's journeys expect the owner's newest request to have one.
 */
const sendRequest = async (page: Page, description: string): Promise<string> => {
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  {
    await page
      .locator('input[type=file]')
      .setInputFiles([await makePhoto(page, 'lekkage.jpg', 'image/jpeg')]);
    await expect(page.getByRole('list', { name: 'Photos' }).getByText('Uploaded')).toBeVisible();
  }
  await page.getByRole('button', { name: /^Complex / }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose your complex' });
  await dialog.getByRole('button', { name: 'VvE Het Anker' }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent')).toBeVisible();
  const item = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: description });
  const title = (await item.getByText(/^Request \d+ · VvE Het Anker$/).textContent()) ?? '';
  return /\d+/.exec(title)?.[0] ?? '';
};

/** The administrator opens the back office from the supplier-app's side panel and finds the request. */
const openInOffice = async (page: Page, description: string) => {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('link', { name: 'Back office' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(description);
  // The text goes to the URL (and the server) once typing pauses; a click before that would be undone.
  await expect(page).toHaveURL(/text=/);
  const row = page.getByRole('link', { name: /^Request \d+ / }).filter({ hasText: description });
  await expect(row).toHaveCount(1);
  await row.click();
  await expect(page).toHaveURL(/\/app\/office\/requests\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Request \d+/ })).toBeVisible();
};

/** The owner opens their request in the request-app. */
const openOwnRequest = async (page: Page, description: string) => {
  await page.goto('/app/');
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('tab', { name: 'My' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('listitem')
    .filter({ hasText: description })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Request \d+$/ })).toBeVisible();
};

const history = (page: Page) => page.getByRole('list', { name: 'History' });

/** A titled section of a screen. */
const section = (page: Page, title: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });

test('a request is handled to the end: owner, administrator, supplier, administrator, owner', async ({
  browser,
}) => {
  const description = `Lekkage onder het keukenraam (${Date.now().toString(36)})`;
  const owner = await pageOf(browser, 'owner', PHONE);
  await sendRequest(owner, description);

  // The administrator takes it into handling and gives it a work order for Dakwerken Smit.
  const admin = await pageOf(browser, 'admin');
  await openInOffice(admin, description);
  await expect(admin.getByRole('img', { name: /lekkage\.jpg|Photo 1/ }).first()).toBeVisible();
  await admin.getByRole('button', { name: 'Take into handling' }).click();
  await expect(admin.getByText('The status has been changed.')).toBeVisible();
  // A leak is urgent: its due date moves to a day after it was made.
  await admin.getByRole('combobox', { name: 'Priority' }).selectOption('Spoed');
  await expect(admin.getByText('The priority has been changed; the due date follows it.')).toBeVisible();
  await admin.getByRole('button', { name: 'Create work order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create work order' });
  await dialog.getByRole('combobox', { name: 'Supplier' }).fill('Dakwerken');
  await admin.getByRole('option', { name: /Dakwerken Smit/ }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption('Hoog');
  await dialog.getByRole('combobox', { name: 'Repair type' }).selectOption({ index: 1 });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(description);
  await dialog.getByRole('button', { name: 'Create work order' }).click();
  await expect(admin.getByText(/Work order \d+ has been created\./)).toBeVisible();
  await expectNoViolations(admin);

  // The supplier sees it with the request's photo and reports it complete.
  const supplier = await pageOf(browser, 'supplier');
  await supplier.getByRole('tab', { name: 'Work orders' }).click();
  const order = supplier.getByRole('tabpanel').getByRole('listitem').filter({ hasText: description });
  await order.getByRole('link').click();
  await expect(supplier.getByRole('heading', { level: 1, name: 'Work order' })).toBeVisible();
  const photo = section(supplier, 'Photos of the request').locator('img').first();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await supplier
    .getByRole('textbox', { name: 'Note for the administrator (optional)' })
    .fill('Kit vernieuwd');
  await supplier.getByRole('button', { name: 'Update status' }).click();
  await supplier.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'OK' }).click();
  await expect(supplier.getByRole('button', { name: 'Update status' })).toHaveCount(0);

  // The inbox says it is ready to resolve; the administrator resolves it.
  await admin.goto('/app/office/requests');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(description);
  await expect(admin).toHaveURL(/text=/);
  const row = admin.getByRole('link', { name: /^Request \d+ / }).filter({ hasText: description });
  await expect(row).toContainText('Ready to resolve');
  await row.click();
  await expect(admin).toHaveURL(/\/app\/office\/requests\/\d+$/);
  await admin.getByRole('button', { name: 'Resolve' }).click();
  await expect(admin.getByRole('button', { name: 'Reopen' })).toBeVisible();
  const workOrders = section(admin, 'Work orders');
  await expect(workOrders).toContainText('Handled');

  // The owner sees it solved, and its history.
  await openOwnRequest(owner, description);
  // The spec's name for OPGELOST is 'Solved'.
  await expect(owner.getByText('Solved').first()).toBeVisible();
  await expect(history(owner)).toContainText('Being handled');
  await expect(history(owner)).toContainText('Solved');
});

test('a rejection with its reason reaches the resident', async ({ browser }) => {
  const description = `Buurman parkeert voor de garage (${Date.now().toString(36)})`;
  const owner = await pageOf(browser, 'owner', PHONE);
  await sendRequest(owner, description);

  const admin = await pageOf(browser, 'admin');
  await openInOffice(admin, description);
  await admin.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject the request' });
  await dialog.getByRole('button', { name: 'Reject the request' }).click();
  await expect(dialog.getByText('A rejection needs a reason.')).toBeVisible();
  const reason = 'Parkeren valt onder de gemeente, niet onder de VvE.';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject the request' }).click();
  await expect(admin.getByRole('button', { name: 'Reopen' })).toBeVisible();

  await openOwnRequest(owner, description);
  await expect(owner.getByText('Rejected').first()).toBeVisible();
  await expect(history(owner)).toContainText(reason);
  await expectNoViolations(owner);
});

test('a message to the resident and the answer, beside an internal note the resident never sees', async ({
  browser,
}) => {
  const description = `Intercom werkt niet (${Date.now().toString(36)})`;
  const owner = await pageOf(browser, 'owner', PHONE);
  await sendRequest(owner, description);

  const admin = await pageOf(browser, 'admin');
  await openInOffice(admin, description);
  const note = 'Intern: eerst navragen bij de installateur.';
  await admin.getByRole('textbox', { name: 'Message' }).fill(note);
  await admin.getByRole('button', { name: 'Add a message' }).click();
  await expect(admin.getByText('The message has been added.')).toBeVisible();
  const question = 'Werkt de bel beneden ook niet, of alleen de spreekverbinding?';
  await admin.getByRole('radio', { name: /Visible to the resident/ }).check();
  await admin.getByRole('textbox', { name: 'Message' }).fill(question);
  await admin.getByRole('button', { name: 'Add a message' }).click();
  const timeline = section(admin, 'Timeline');
  await expect(timeline).toContainText(question);

  await openOwnRequest(owner, description);
  await expect(history(owner)).toContainText(question);
  await expect(history(owner)).not.toContainText(note);
  const answer = 'Alleen de spreekverbinding, de bel werkt wel.';
  await owner.getByRole('textbox', { name: 'Message' }).fill(answer);
  await owner.getByRole('button', { name: 'Send message' }).click();
  await expect(owner.getByText('Your message has been sent.')).toBeVisible();
  await expect(history(owner)).toContainText(answer);

  await admin.reload();
  await expect(timeline).toContainText(answer);
  await expect(timeline).toContainText(note);
});

test('the back office pages are accessible: inbox, work orders and one work order', async ({ browser }) => {
  const admin = await pageOf(browser, 'admin');
  await admin.goto('/app/office/requests');
  // A cold page: the back office's code loads and starts before the inbox asks for its rows.
  await expect(admin.getByRole('link', { name: /^Request \d+ / }).first()).toBeVisible({ timeout: 15_000 });
  await expectNoViolations(admin);
  await admin.keyboard.press('Tab');
  // Picking requests for a bulk action: a checkbox before each line, the bar's actions.
  await admin.getByRole('button', { name: 'Select' }).click();
  await expect(admin.getByRole('checkbox', { name: /^Select request / }).first()).toBeVisible();
  await admin
    .getByRole('checkbox', { name: /^Select request / })
    .first()
    .check();
  await expect(admin.getByText('1 selected')).toBeVisible();
  await expectNoViolations(admin);
  await admin.getByRole('button', { name: 'Done' }).click();

  await admin.getByRole('link', { name: 'Work orders' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Work orders' })).toBeVisible();
  const first = admin.getByRole('list', { name: 'Work orders' }).getByRole('link').first();
  await expect(first).toBeVisible();
  await expectNoViolations(admin);
  await first.click();
  await expect(admin.getByRole('link', { name: 'Back to the work orders' })).toBeVisible();
  await expectNoViolations(admin);
});
