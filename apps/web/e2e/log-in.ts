import type { Page } from '@playwright/test';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'demo1234';

/** Opens the app and logs in through the overlay. */
export const logIn = async (page: Page, username: string, password = DEMO_PASSWORD) => {
  await page.goto('/app/');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};
