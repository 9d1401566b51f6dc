import { expect, test } from '@playwright/test';
import { logInDutch } from './log-in';

test.use({ locale: 'nl-NL' });

test('a supplier goes through the supplier-app in Dutch', async ({ page }) => {
  await logInDutch(page, 'supplier');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Geen einddatum').first()).toBeVisible();
  await expect(panel.getByText('Verlopen').first()).toBeVisible();
  await expect(panel.getByText('Inactief').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Werkbonnen' }).click();
  await expect(panel.getByText('Afgehandeld').first()).toBeVisible();
  await expect(panel.getByText('🔁 Vervolgactie nodig').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volgende pagina' })).toBeVisible();
  await panel.getByRole('listitem').filter({ hasText: '⛔' }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Werkbon' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '✅ Werk gereed' })).toBeChecked();
  await page.getByRole('radio', { name: '🔁 Vervolgactie nodig' }).check();
  await expect(page.getByLabel('Licht het probleem toe, of de actie die nog nodig is')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Gerelateerde taken' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();

  await page.getByRole('tab', { name: 'Inspecties' }).click();
  await expect(page.getByRole('heading', { name: 'In bewerking' })).toBeVisible();
  await page
    .getByRole('link', { name: /Kozijnen/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Inspectieformulier' })).toBeVisible();
  await expect(page.getByPlaceholder('Vul hier uw bevinding(en) in.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Aantal elementen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Foto maken / uploaden' })).toBeVisible();
  await page.getByRole('link', { name: 'Gevel voorzijde', exact: true }).click();
  await page.getByRole('link', { name: /Kozijn 0\.01/ }).click();
  await expect(page.getByRole('heading', { name: 'Elementinformatie' })).toBeVisible();
  await page.getByLabel('Maak een melding').check();
  await expect(page.getByLabel('Beschrijf de melding')).toBeVisible();
});
