import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logIn } from './log-in';
import { newPage } from './residents';

/** Today at noon: on the calendar's first month and on one day, whatever the hour. */
const todayAtNoon = () => {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  return noon.toISOString();
};

test("an administrator finds a complex's meeting in the calendar and opens it", async ({ browser }) => {
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await logIn(admin, 'admin');
  const [anker] = (await (await admin.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  if (!anker) throw new Error('no VvE Het Anker');
  const planned = await admin.request.post(`/api/app/office/complexes/${String(anker.id)}/meetings`, {
    data: { startsAt: todayAtNoon() },
  });
  expect(planned.ok()).toBe(true);
  const { id } = (await planned.json()) as { id: number };

  // The demo's planned meetings stay as they were for the journeys that count them.
  try {
    await admin.goto(`/app/office/complexes/${String(anker.id)}`);
    await admin.getByRole('link', { name: 'Calendar of this complex' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Calendar of VvE Het Anker' })).toBeVisible();
    const path = `/office/meetings/${String(id)}`;
    const entry = admin.locator(`a[href="/app${path}"]`);
    await expect(entry).toHaveAccessibleName(/Members’ meeting, VvE Het Anker \(not convened yet\)$/);
    await expect(admin.getByRole('combobox', { name: 'Complex' })).toHaveValue('VvE Het Anker');
    await expectNoViolations(admin);

    await admin.getByRole('button', { name: 'list' }).click();
    await expect(admin.getByRole('button', { name: 'list' })).toHaveAttribute('aria-pressed', 'true');
    await expect(entry).toBeVisible();
    await expectNoViolations(admin);
    await entry.click();
    await expect(admin).toHaveURL(new RegExp(`/app${path}$`));
    await expect(
      admin.getByRole('heading', { level: 1, name: /^Members’ meeting of VvE Het Anker/ }),
    ).toBeVisible();
  } finally {
    expect((await admin.request.delete(`/api/app/office/meetings/${String(id)}`)).ok()).toBe(true);
  }
});

test('an owner subscribes to their calendar feed, and a new address stops the old one', async ({
  browser,
}) => {
  const owner = await newPage(browser);
  await logIn(owner, 'owner');
  await owner.goto('/app/notification-settings');
  const card = owner.getByRole('region', { name: 'Your calendar' });
  const address = card.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar-feeds\/[\w-]+\.[\w-]+\/calendar\.ics$/);
  const first = await address.inputValue();
  await expectNoViolations(owner);

  // What a calendar app fetches: no session, the address alone.
  const feed = await owner.request.get(first, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  // The demo's next meeting of Het Anker was convened.
  expect(await feed.text()).toMatch(/SUMMARY:(Members’ meeting|Ledenvergadering) VvE Het Anker/);

  await card.getByRole('button', { name: 'Make a new address' }).click();
  await expect(
    owner.getByText('Your calendar has a new address: the old one no longer works.'),
  ).toBeVisible();
  await expect(address).not.toHaveValue(first);
  expect((await owner.request.get(first)).status()).toBe(404);
  expect((await owner.request.get(await address.inputValue())).status()).toBe(200);
});
