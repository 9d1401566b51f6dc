import { expect, test, type Locator, type Page } from '@playwright/test';
import { makePhoto, type ImageFile } from './images';
import { logIn } from './log-in';

const openForm = async (page: Page) => {
  await logIn(page, 'owner2');
  await page.getByRole('link', { name: 'Requests' }).click();
  await page.getByRole('link', { name: 'Create a request' }).click();
  await expect(page.getByRole('button', { name: 'Send request' })).toBeVisible();
};

const pick = (page: Page, file: ImageFile) => page.locator('input[type=file]').setInputFiles([file]);

const photoCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Photos' }).getByRole('listitem', { name });

const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.naturalWidth);

test('a 64 MP phone photo is made 2560 px on the phone, sent, and shown', async ({ page }) => {
  await openForm(page);
  // 8000 × 8000: what a 64 MP phone camera saves; the API host takes at most 40 MP.
  await pick(page, await makePhoto(page, 'phone.png', 'image/png', { width: 8000, height: 8000 }));
  const card = photoCard(page, 'phone.png');
  // Decoding and scaling 64 MP takes the browser seconds, and under load more than 10 s (a CI run failed so).
  await expect(card.getByText('Uploaded')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => naturalWidth(card.getByRole('img', { name: 'phone.png' }))).toBe(2560);

  const description = `Foto van de telefoon (${Date.now().toString(36)})`;
  await page.getByRole('textbox', { name: 'Description' }).fill(description);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request has been sent')).toBeVisible();
  await page.getByRole('tabpanel').getByRole('link').filter({ hasText: description }).click();
  await page.getByRole('button', { name: 'Photo 1' }).click();
  const large = page.getByRole('dialog', { name: 'Photo 1' }).getByRole('img', { name: 'Photo 1' });
  await expect.poll(() => naturalWidth(large)).toBe(2560);
});

test('a file that is no photo says so, without a broken image or a Try again', async ({ page }) => {
  await openForm(page);
  const notes = {
    name: 'notes.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('Notulen van de vergadering'),
  };
  await pick(page, notes);
  const card = photoCard(page, 'notes.jpg');
  await expect(card.getByRole('alert')).toHaveText('This file is not a photo.');
  await expect(card.locator('img')).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Try notes.jpg again' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Remove notes.jpg' }).click();
  await expect(page.getByRole('list', { name: 'Photos' })).toHaveCount(0);
});
