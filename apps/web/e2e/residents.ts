import { expect, type Browser, type Page } from '@playwright/test';
import { logIn } from './log-in';
import { appLinkIn, emailTo } from './mailbox';

/** A page of its own for one browser (each user has their own context). */
export const newPage = async (browser: Browser): Promise<Page> => (await browser.newContext()).newPage();

/**
 * A resident of the demo's own, owner of a unit in VvE Het Anker and invited, made through the back office's API
 * as an administrator: the demo's residents log in with the demo password in other journeys, so this one's
 * password may change, and nothing earlier in the run has mailed them. Answers their address and the complex.
 */
export const aResident = async (browser: Browser, name = 'Sanne Kuipers') => {
  const admin = await newPage(browser);
  await logIn(admin, 'admin');
  await expect(admin.getByRole('button', { name: 'Menu' })).toBeVisible();
  const email = `resident-${Date.now().toString(36)}@example.nl`;
  const created = await admin.request.post('/api/app/office/people', {
    data: { name, email, language: 'en', administrator: false },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const complex = (await (await admin.request.get('/api/app/office/complex-list?text=Anker')).json()) as {
    id: number;
  }[];
  const [anker] = complex;
  if (!anker) throw new Error('no VvE Het Anker');
  const details = (await (await admin.request.get(`/api/app/office/complexes/${anker.id}`)).json()) as {
    units: { id: number }[];
  };
  const [unit] = details.units;
  if (!unit) throw new Error('VvE Het Anker has no unit');
  expect((await admin.request.put(`/api/app/office/people/${id}/units/${unit.id}`)).ok()).toBe(true);
  expect((await admin.request.post(`/api/app/office/people/${id}/invitation`)).ok()).toBe(true);
  await admin.context().close();
  return { email, complexId: anker.id };
};

/** Chooses a new password on the page of a link from an email; the resident is then in their app. */
export const choosePassword = async (page: Page, link: string, password: string) => {
  await page.goto(link);
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Repeat the new password/).fill(password);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('link', { name: 'Your properties' })).toBeVisible();
};

/** A new resident (aResident) who followed their invitation, logged in on a page of their own. */
export const aLoggedInResident = async (browser: Browser, name: string) => {
  const resident = await aResident(browser, name);
  const page = await newPage(browser);
  const invitation = await emailTo(resident.email, /^You are invited to VvE Portaal$/);
  await choosePassword(page, appLinkIn(invitation), 'een-eigen-wachtwoord-1');
  return { ...resident, page };
};
