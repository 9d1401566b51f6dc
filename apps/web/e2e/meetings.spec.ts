import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll, expectNoViolations } from './axe';
import { logIn } from './log-in';
import { aLoggedInResident, newPage } from './residents';

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

test('owners give a proxy and vote on a phone, the chair records paper votes and closes the vote, and the plan is adopted', async ({
  browser,
}) => {
  // Another owner of Het Anker (of Kadijksplein 5-2, 62 votes), invited for this journey.
  const voter = await aLoggedInResident(browser, 'Sanne Kuipers');
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const planUrl = `/api/app/office/complexes/${String(voter.complexId)}/maintenance-plan`;
  const adoptedVersions = async () =>
    (
      (await (await admin.request.get(planUrl)).json()) as { versions: { adoptedOn: string | null }[] }
    ).versions.filter((version) => version.adoptedOn !== null).length;
  const adoptedBefore = await adoptedVersions();

  // A meeting in under a minute, prepared and convened through the API: proxies are given before it begins, and
  // the chair counts once it has.
  const startsAt = new Date(Date.now() + 45_000);
  const meetingId = (
    (await admin.request
      .post(`/api/app/office/complexes/${String(voter.complexId)}/meetings`, {
        data: { startsAt: startsAt.toISOString() },
      })
      .then((answer) => answer.json())) as { id: number }
  ).id;
  const office = `/api/app/office/meetings/${String(meetingId)}`;
  expect(
    (
      await admin.request.put(office, {
        data: { startsAt: startsAt.toISOString(), place: 'Buurthuis De Ark' },
      })
    ).ok(),
  ).toBe(true);
  const title = `Vaststellen onderhoudsplan ${Date.now().toString(36)}`;
  expect(
    (
      await admin.request.post(`${office}/items`, {
        data: {
          title,
          explanation: '',
          kind: 'decision',
          rule: { majority: 'absolute', quorum: null },
          adoptsPlan: true,
          documentIds: [],
        },
      })
    ).ok(),
  ).toBe(true);
  expect((await admin.request.post(`${office}/convocation`)).ok()).toBe(true);

  // The demo owner authorises a neighbour by name for Kadijksplein 12-3 (85 votes), on a phone.
  const owner = await newPage(browser);
  await logIn(owner, 'owner');
  await owner.goto(`/app/meetings/${String(meetingId)}`);
  const anna = 'Kadijksplein 12-3 (HA-012, 85 votes)';
  await owner.getByRole('combobox', { name: `Who holds the proxy for ${anna}` }).click();
  await owner.getByRole('option', { name: 'Someone else' }).click();
  await owner.getByRole('textbox', { name: 'Their full name' }).fill('Piet Jansen');
  await owner.getByRole('button', { name: 'Give the proxy' }).click();
  await expect(owner.getByText(`Piet Jansen holds the proxy for ${anna}.`)).toBeVisible();
  await expect(owner.getByText(`Piet Jansen votes for ${anna} by proxy.`)).toBeVisible();
  await expectNoViolations(owner);
  await expectNoSidewaysScroll(owner);

  // The other owner votes against in the app, on a phone.
  const sanne = 'Kadijksplein 5-2 (HA-005, 62 votes)';
  await voter.page.goto(`/app/meetings/${String(meetingId)}`);
  const ballot = voter.page.getByRole('radiogroup', { name: `Your vote for ${sanne}` });
  await ballot.getByRole('radio', { name: 'Against' }).check();
  await expectNoViolations(voter.page);
  await expectNoSidewaysScroll(voter.page);
  await voter.page.getByRole('button', { name: 'Cast the vote' }).click();
  await expect(voter.page.getByText(`Vote for ${sanne}: Against`)).toBeVisible();

  // At the meeting, the chair ticks who is there, records the proxy holder's paper vote and closes the vote.
  await expect.poll(() => Date.now(), { timeout: 60_000 }).toBeGreaterThan(startsAt.getTime() + 1000);
  await admin.goto(`/app/office/meetings/${String(meetingId)}`);
  const present = admin.getByRole('group', { name: 'Present or represented' });
  await present.getByRole('checkbox', { name: anna }).check();
  await admin.getByRole('button', { name: 'Save who is present' }).click();
  await expect(admin.getByText('Who is present has been saved.')).toBeVisible();
  await expect(admin.getByText('Votes so far: 1 unit')).toBeVisible();
  await admin.getByRole('button', { name: 'Record paper votes on item 1' }).click();
  const paper = admin.getByRole('dialog', { name: 'Paper votes on item 1' });
  await paper.getByRole('combobox', { name: anna }).selectOption('For');
  await expectNoViolations(admin);
  await paper.getByRole('button', { name: 'Record the votes' }).click();
  await expect(paper).toBeHidden();
  await expect(admin.getByText('85 votes for, 62 against, 0 abstained')).toBeVisible();
  await admin.getByRole('button', { name: 'Close the vote on item 1' }).click();
  await admin
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Close the vote' })
    .click();
  await expect(admin.getByText('Carried')).toBeVisible();
  await expect(admin.getByText('147 of 217 votes present or represented')).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Close the vote on item 1' })).toHaveCount(0);
  await expectNoViolations(admin);
  // The decision adopted the plan's draft.
  expect(await adoptedVersions()).toBe(adoptedBefore + 1);

  // Owners read the outcome under the item.
  await voter.page.reload();
  await expect(voter.page.getByText('Carried')).toBeVisible();
  await expect(voter.page.getByText('85 votes for, 62 against, 0 abstained')).toBeVisible();
  // And find it in their complex's decision list.
  await voter.page.goto(`/app/vve/${String(voter.complexId)}`);
  await expect(voter.page.getByRole('list', { name: 'Decisions' }).getByText(title)).toBeVisible();

  // The administrator carries the decision out in one step: a work order from the complex's decision list.
  await admin.goto(`/app/office/complexes/${String(voter.complexId)}`);
  await admin.getByRole('button', { name: `Create work order for “${title}”` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Create work order' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(title);
  await dialog.getByRole('combobox', { name: 'Supplier' }).fill('Dakwerken');
  await admin.getByRole('option', { name: /Dakwerken Smit/ }).click();
  await dialog.getByRole('combobox', { name: 'Priority' }).selectOption({ index: 1 });
  await dialog.getByRole('combobox', { name: 'Repair type' }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Create work order' }).click();
  await expect(admin.getByText(/Work order \d+ has been created\./)).toBeVisible();
  const carriedOut = admin.getByRole('list', { name: `Work orders of “${title}”` }).getByRole('link');
  await expect(carriedOut).toHaveText(new RegExp(`^Work order \\d+: ${title}$`));
  await expectNoViolations(admin);
  await carriedOut.click();
  await expect(admin.getByRole('heading', { level: 1, name: /^Work order \d+/ })).toBeVisible();

  // The demo's planned meetings stay as they were for the journeys that count them.
  expect((await admin.request.delete(office)).ok()).toBe(true);
});
