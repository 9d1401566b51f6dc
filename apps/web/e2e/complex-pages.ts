import { expect, type Page } from '@playwright/test';

interface NewComplex {
  name: string;
  address: string;
  place: string;
  description?: string;
}

/**
 * Adds a complex of the journey's own in the back office (Complexes, New complex), so that what the journey does
 * to it meets no other journey; answers its id, from the address of the page it opens on.
 */
export const addComplex = async (office: Page, { name, address, place, description }: NewComplex) => {
  await office.goto('/app/office/complexes');
  await office.getByRole('button', { name: 'New complex' }).click();
  const form = office.getByRole('dialog', { name: 'New complex' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Address' }).fill(address);
  await form.getByRole('textbox', { name: 'Place' }).fill(place);
  if (description !== undefined) await form.getByRole('textbox', { name: 'Description' }).fill(description);
  await form.getByRole('button', { name: 'Add complex' }).click();
  await expect(office.getByRole('heading', { level: 1, name })).toBeVisible();
  return /\/complexes\/(\d+)$/.exec(office.url())?.[1] ?? '';
};
