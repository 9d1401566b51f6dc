import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { newPage } from './residents';

const DAY = 24 * 60 * 60 * 1000;

test('an administrator prepares a members’ meeting and convenes the owners, who read its agenda on a phone', async ({
  browser,
}) => {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const [anker] = (await (await admin.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  if (!anker) throw new Error('no VvE Het Anker');
  const planned = await admin.request.post(`/api/app/office/complexes/${String(anker.id)}/meetings`, {
    data: { startsAt: new Date(Date.now() + 40 * DAY).toISOString() },
  });
  expect(planned.ok()).toBe(true);
  const { id } = (await planned.json()) as { id: number };
  await admin.goto(`/app/office/meetings/${String(id)}`);
  await expect(
    admin.getByRole('heading', { level: 1, name: /^Members’ meeting of VvE Het Anker/ }),
  ).toBeVisible();

  await admin.getByRole('button', { name: 'Change the details' }).click();
  const details = admin.getByRole('dialog', { name: 'Change the details' });
  await details.getByRole('textbox', { name: 'Place' }).fill('Buurthuis De Ark, Kadijksplein 1');
  await details.getByRole('textbox', { name: 'Chair' }).fill('Ada Beheer');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toBeHidden();
  await expect(admin.getByText('Buurthuis De Ark, Kadijksplein 1')).toBeVisible();

  const title = `Vaststellen onderhoudsplan ${Date.now().toString(36)}`;
  await admin.getByRole('button', { name: 'Add an item' }).click();
  const item = admin.getByRole('dialog', { name: 'Add an item' });
  await item.getByRole('textbox', { name: 'Title' }).fill(title);
  await item.getByRole('radio', { name: 'For a decision' }).check();
  await item.getByLabel(/^Majority/).click();
  await admin.getByRole('option', { name: '2/3' }).click();
  await item.getByRole('checkbox', { name: 'Deciding it adopts the maintenance plan’s draft' }).check();
  await item.getByLabel(/^Documents/).click();
  await admin.getByRole('option', { name: 'Huishoudelijk reglement' }).click();
  await item.getByLabel(/^Documents/).press('Tab');
  await expectNoViolations(admin);
  await item.getByRole('button', { name: 'Add' }).click();
  await expect(item).toBeHidden();
  await expect(admin.getByText(`1. ${title}`)).toBeVisible();
  await expect(admin.getByText('At least 2/3 of the votes cast')).toBeVisible();

  await admin.getByRole('button', { name: 'Convene the owners' }).click();
  const convene = admin.getByRole('dialog', { name: 'Convene the owners' });
  await convene.getByRole('button', { name: 'Send the convocation' }).click();
  await expect(admin.getByText('The owners have been convened.')).toBeVisible();
  await expect(admin.getByText(/^The owners were convened on/)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Add an item' })).toHaveCount(0);
  await expectNoViolations(admin);

  // The demo owner owns in Het Anker: on a phone, the convocation is on the complex's screen and opens the agenda.
  const owner = await newPage(browser);
  await logIn(owner, 'owner');
  await owner.goto(`/app/vve/${String(anker.id)}?title=VvE%20Het%20Anker`);
  const convocations = owner.getByRole('list', { name: 'Convocations' });
  await convocations.getByRole('link').first().click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Members’ meeting' })).toBeVisible();
  await expect(owner.getByText(`1. ${title}`)).toBeVisible();
  await expect(owner.getByText('Adopts the maintenance plan')).toBeVisible();
  await expect(
    owner
      .getByRole('list', { name: 'Documents of item 1' })
      .getByRole('link', { name: 'Huishoudelijk reglement' }),
  ).toBeVisible();
  const calendar = await owner.request.get(
    (await owner.getByRole('link', { name: 'Add to your calendar' }).getAttribute('href')) ?? '',
  );
  expect(calendar.headers()['content-type']).toContain('text/calendar');
  expect(await calendar.text()).toContain('LOCATION:Buurthuis De Ark\\, Kadijksplein 1');
  await expectNoViolations(owner);

  // The demo's planned meetings stay as they were for the journeys that count them.
  expect((await admin.request.delete(`/api/app/office/meetings/${String(id)}`)).ok()).toBe(true);
});
