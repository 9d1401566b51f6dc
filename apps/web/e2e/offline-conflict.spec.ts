import { expect, test } from '@playwright/test';
import { expectNoViolations } from './axe';
import { logInForFieldWork, registerTask, saveOnDevice, setElementState } from './inspection-pages';

interface InspectionOnServer {
  version: number;
  statePerElement: { element: { id: number }; state: string }[];
}

test('an inspection saved on another device meanwhile shows both versions, and the inspector chooses per element', async ({
  browser,
}) => {
  const phone = await (await browser.newContext()).newPage();
  const tablet = await (await browser.newContext()).newPage();
  await logInForFieldWork(phone, 'supplier2');
  await phone.getByRole('tab', { name: 'Inspections' }).click();
  await registerTask(phone, 'Lifts', 'VvE Het Anker');
  const path = new URL(phone.url()).pathname;

  await logInForFieldWork(tablet, 'supplier2');
  await tablet.goto(path);
  await expect(tablet.getByRole('heading', { level: 1, name: 'Inspection Lifts' })).toBeVisible();

  // In the lift shaft without signal, the phone grades 'Lift A' Bad and saves on the device.
  await phone.context().setOffline(true);
  await setElementState(phone, 'Trappenhuis A', /Lift A/, 'Bad');
  await saveOnDevice(phone);

  // Meanwhile a colleague saves the same inspection on a tablet: 'Lift A' Moderate, its drive Super/Good.
  await setElementState(tablet, 'Trappenhuis A', /Lift A/, 'Moderate');
  await setElementState(tablet, 'Machinekamer', /Aandrijving lift A/, 'Super/Good');
  await tablet.getByRole('button', { name: 'Save' }).click();
  await expect(tablet.getByText('Your inspection has been saved.')).toBeVisible();

  // Back online, the phone's save is not applied blindly: both versions are shown, per element.
  await phone.context().setOffline(false);
  await expect(phone.getByText('Saved elsewhere in the meantime')).toBeVisible({ timeout: 20_000 });
  const lift = phone.getByRole('radiogroup', { name: 'Lift A (Trappenhuis A)' });
  await expect(lift.getByRole('radio', { name: 'Your version' })).toBeChecked();
  await expect(lift.getByText('Bad', { exact: true })).toBeVisible();
  await expect(lift.getByText('Moderate', { exact: true })).toBeVisible();
  const drive = phone.getByRole('radiogroup', { name: 'Aandrijving lift A (Machinekamer)' });
  await expect(drive.getByText('Not graded')).toBeVisible();
  await expectNoViolations(phone);
  await drive.getByRole('radio', { name: 'Saved elsewhere' }).check();
  await phone.getByRole('button', { name: 'Save the chosen versions' }).click();
  await expect(phone.getByText('Your inspection has been saved.')).toBeVisible();
  await expect(phone.getByRole('button', { name: 'All changes synced' })).toBeVisible();

  // The server has the phone's grade of the lift and the tablet's of its drive, on top of the tablet's save.
  const inspection = (await (
    await phone.request.get(`/api/app${path.replace(/^\/app/, '')}`)
  ).json()) as InspectionOnServer;
  expect(inspection.version).toBe(2);
  expect(inspection.statePerElement.map((entry) => entry.state).sort()).toEqual(['BAD', 'GREAT']);
  await tablet.reload();
  await expect(tablet.getByRole('row', { name: /Trappenhuis A/ }).getByLabel('Bad: 1')).toBeVisible();
  await expect(tablet.getByRole('row', { name: /Machinekamer/ }).getByLabel('Super/Good: 1')).toBeVisible();
});
