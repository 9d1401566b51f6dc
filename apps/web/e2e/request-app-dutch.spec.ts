import { expect, test, type Page } from '@playwright/test';
import { makePhoto } from './images';
import { logInDutch } from './log-in';

test.use({ locale: 'nl-NL' });

const detail = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test('an owner goes through the request-app in Dutch', async ({ page }) => {
  const description = `Kapotte brievenbus in de hal (${Date.now().toString(36)})`;
  await logInDutch(page, 'owner');

  await page.getByRole('link', { name: 'Uw woningen' }).click();
  await expect(page.getByRole('heading', { name: 'Uw complexen' })).toBeVisible();
  await page.getByRole('link', { name: 'VvE Het Anker' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Financiën' })).toBeVisible();
  await expect(detail(page, 'Totale bijdrage')).toHaveText(/^€\s2\.436,00$/);
  await expect(detail(page, 'Te betalen')).toHaveText(/^€\s125,50$/);
  await expect(detail(page, 'Maandelijkse bijdrage')).toHaveText(/^€\s203,00$/);
  await expect(page.locator('time').first()).toHaveText(/ \d{4} om \d{2}:\d{2}$/);
  await page.getByRole('link', { name: 'Financiële gegevens bekijken' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Financiële gegevens' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Machtiging automatische incasso' })).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  await page.getByRole('button', { name: 'Terug' }).click();
  await page.getByRole('link', { name: 'VvE De Linde' }).click();
  await expect(page.getByText('Geen financiële informatie beschikbaar.')).toBeVisible();
  await expect(page.getByText('Geen geplande vergaderingen')).toBeVisible();
  await page.getByRole('button', { name: 'Terug' }).click();
  await page.getByRole('button', { name: 'Terug' }).click();

  await page.getByRole('link', { name: 'Verzoeken' }).click();
  await expect(page.getByRole('tab', { name: 'Recent' })).toBeVisible();
  await expect(
    items(page)
      .first()
      .getByText(/^(Nieuw|In behandeling|Opgelost|Afgewezen)$/),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Verzoek indienen' }).click();
  await page.getByRole('button', { name: 'Verzoek versturen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Geen omschrijving');

  await page
    .locator('input[type=file]')
    .setInputFiles([await makePhoto(page, 'brievenbus.jpg', 'image/jpeg')]);
  await expect(page.getByText('Geüpload')).toBeVisible();
  await page.getByRole('button', { name: 'Complex VvE De Linde' }).click();
  await page.getByPlaceholder('Zoek uw complex').fill('het');
  await page.getByRole('button', { name: 'VvE Het Anker' }).click();
  await page.getByRole('checkbox', { name: 'Informatie delen met medebewoners.' }).uncheck();
  await page.getByRole('textbox', { name: 'Omschrijving' }).fill(description);
  await page.getByRole('button', { name: 'Verzoek versturen' }).click();
  await expect(page.getByText('Uw verzoek is verstuurd')).toBeVisible();

  await page.getByRole('tab', { name: 'Mijn' }).click();
  const mine = items(page).filter({ hasText: description });
  await expect(mine).toContainText('Nieuw');
  await expect(mine.locator('img')).toHaveCount(1);
  await page
    .getByPlaceholder('Filter verzoeken op nummer, titel, status, datum, complex of indiener...')
    .fill('brievenbus');
  await expect(items(page)).toHaveCount(1);
  await mine.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: /^Verzoek \d+$/ })).toBeVisible();
  await expect(detail(page, 'Aangevraagd door')).toHaveText('Anna de Vries');
  await expect(detail(page, 'Status')).toHaveText('Nieuw');
});

test('a tenant reads their rental contract in Dutch', async ({ page }) => {
  await logInDutch(page, 'tenant');
  await page.getByRole('link', { name: 'Uw huurcontract' }).click();
  await expect(detail(page, 'Huur per maand')).toHaveText(/^€\s1\.125,00$/);
  await expect(detail(page, 'Automatische incasso')).toHaveText('Gemachtigd');
  await expect(detail(page, 'Huurachterstand')).toHaveText(/^€\s87,50$/);
  await expect(detail(page, 'Einddatum')).toHaveText('Geen einddatum');
  await expect(detail(page, 'Opzegtermijn')).toHaveText('1 maand');
});
