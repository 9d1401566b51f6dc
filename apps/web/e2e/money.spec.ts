import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { appLinkIn, emailTo } from './mailbox';
import { choosePassword } from './residents';

/** The value next to a label on a details screen. */
const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');

/**
 * A complex of the journey's own with financial management and two units of 1 and 3 parts, each with an owner of
 * its own made through the back office's API; the first is invited. Answers the complex, and the owners' ids and
 * the invited one's address.
 */
const aComplexOfTwoOwners = async (admin: Page, run: string) => {
  const post = async <T>(url: string, data?: object) => {
    const answer = await admin.request.post(url, data && { data });
    expect(answer.ok(), `${url}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const naam = `VvE De Werf ${run}`;
  const complex = await post<{ id: number }>('/api/app/office/complexes', {
    naam,
    adres: 'Werfkade 1-2',
    plaats: 'Utrecht',
    omschrijving: 'Twee woningen aan de werf.',
    financieelBeheer: true,
  });
  const units = `/api/app/office/complexes/${String(complex.id)}/units`;
  const owners = [];
  for (const [number, parts, name] of [
    [1, 1, 'Lotte Smits'],
    [2, 3, 'Wouter Dekker'],
  ] as const) {
    const unit = await post<{ id: number }>(units, {
      adres: `Werfkade ${String(number)}`,
      indexNr: `W-${String(number)}`,
      votes: parts,
      costShare: parts,
    });
    const email = `${name.toLowerCase().replace(' ', '.')}-${run}@example.nl`;
    const person = await post<{ id: number }>('/api/app/office/people', {
      name,
      email,
      language: 'en',
      administrator: false,
    });
    const owned = await admin.request.put(
      `/api/app/office/people/${String(person.id)}/units/${String(unit.id)}`,
    );
    expect(owned.ok()).toBe(true);
    owners.push({ id: person.id, email });
  }
  const [first] = owners;
  if (!first) throw new Error('no owner');
  await post(`/api/app/office/people/${String(first.id)}/invitation`);
  return { id: complex.id, naam, owner: first };
};

test('an administrator adopts a budget by the cost shares and charges a month, books a payment, and the owner’s phone follows', async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const year = new Date().getFullYear();
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const complex = await aComplexOfTwoOwners(admin, run);

  // The budget: 1,200.00 of management and 96.00 for the reserve, over 1 and 3 parts.
  await admin.goto(`/app/office/complexes/${String(complex.id)}`);
  await admin.getByRole('link', { name: 'Budgets of this complex' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `Budgets of ${complex.naam}` })).toBeVisible();
  await expect(admin.getByText('No budgets yet.')).toBeVisible();
  await admin.getByRole('textbox', { name: 'Year' }).fill(String(year));
  await admin.getByRole('button', { name: 'Draw up the budget' }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Budget ${String(year)} of ${complex.naam}` }),
  ).toBeVisible();
  for (const [number, category, description, amount] of [
    [1, 'Management and administration', 'Beheer en administratie', '1,200.00'],
    [2, 'Reserve fund contribution', 'Reservefonds', '96.00'],
  ] as const) {
    await admin.getByRole('button', { name: 'Add an item' }).click();
    await admin
      .getByRole('combobox', { name: `Category of item ${String(number)}` })
      .selectOption({ label: category });
    await admin.getByRole('textbox', { name: `Description of item ${String(number)}` }).fill(description);
    await admin.getByRole('textbox', { name: `Amount per year of item ${String(number)}` }).fill(amount);
  }
  await admin.getByRole('button', { name: 'Save the budget' }).click();
  await expect(admin.getByText('The budget has been saved.')).toBeVisible();
  const perUnit = admin.getByRole('table', { name: 'What each unit pays' });
  await expect(perUnit.getByRole('row', { name: /W-1/ })).toContainText('€324.00');
  await expect(perUnit.getByRole('row', { name: /W-1/ })).toContainText('€27.00');
  await expect(perUnit.getByRole('row', { name: /W-2/ })).toContainText('€972.00');
  await expectNoViolations(admin);
  await admin.getByRole('button', { name: 'Adopt the budget' }).click();
  await expect(admin.getByText('The budget has been adopted.')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Save the budget' })).toHaveCount(0);

  // This month's contributions: 27.00 and 81.00, once.
  await admin.goto(`/app/office/complexes/${String(complex.id)}`);
  const charge = admin.getByRole('button', { name: 'Charge the contributions' });
  await charge.click();
  await expect(admin.getByText('Charged 2 debtors €108.00 in total.')).toBeVisible();
  await charge.click();
  await expect(admin.getByText('Everyone was charged for this month already.')).toBeVisible();

  // The invited owner, on a phone: the budget in force and the contribution due.
  const owner = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  await choosePassword(
    owner,
    appLinkIn(await emailTo(complex.owner.email, /^You are invited/)),
    'werf-wachtwoord-1',
  );
  await owner.goto(`/app/vve/${String(complex.id)}?title=${encodeURIComponent(complex.naam)}`);
  const budget = owner.getByRole('region', { name: `Budget ${String(year)}` });
  await expect(budget.getByText('You pay €324.00 a year, €27.00 a month.')).toBeVisible();
  await expect(detail(owner, 'Amount due')).toHaveText('€27.00');
  await expectNoViolations(owner);

  // The owner paid by transfer: the administrator books it on their ledger.
  await admin.goto(`/app/office/people/${String(complex.owner.id)}`);
  await admin.getByRole('link', { name: `Ledger in ${complex.naam}` }).click();
  await expect(
    admin.getByRole('heading', { level: 1, name: `Ledger of Lotte Smits in ${complex.naam}` }),
  ).toBeVisible();
  await admin.getByRole('radio', { name: 'Payment' }).check();
  await admin.getByRole('textbox', { name: 'Description' }).fill('Overboeking');
  await admin.getByRole('textbox', { name: 'Amount' }).fill('27.00');
  await admin.getByRole('button', { name: 'Book it' }).click();
  await expect(admin.getByText('The payment has been booked.')).toBeVisible();
  await expectNoViolations(admin);

  // The phone shows what was booked.
  await owner.reload();
  await owner.getByRole('link', { name: 'View financial details' }).click();
  const recent = owner.getByRole('region', { name: 'Recent bookings' });
  await expect(recent.getByText('Overboeking')).toBeVisible();
  await expect(recent.getByText(/^Contribution /)).toBeVisible();
  await expectNoViolations(owner);
});
