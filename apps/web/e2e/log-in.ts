import type { Page } from '@playwright/test';

/** The password of every demo account the server seeds. */
export const DEMO_PASSWORD = 'demo1234';

interface OverlayLabels {
  username: string;
  password: string;
  login: string;
}

/**
 * Opens the app and logs in through the overlay, whose labels are in the browser's language; returns once the
 * server answered the login (a page opened at once would otherwise cut the login off, and find no session).
 */
const logInWith =
  (labels: OverlayLabels) =>
  async (page: Page, username: string, password = DEMO_PASSWORD): Promise<void> => {
    await page.goto('/app/');
    await page.getByRole('textbox', { name: labels.username }).fill(username);
    await page.getByRole('textbox', { name: labels.password }).fill(password);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/app/login',
    );
    await page.getByRole('button', { name: labels.login }).click();
    await answered;
  };

export const logIn = logInWith({ username: 'Username', password: 'Password', login: 'Login' });

/** The same, for a Dutch browser (`locale: 'nl-NL'`). */
export const logInDutch = logInWith({
  username: 'Gebruikersnaam',
  password: 'Wachtwoord',
  login: 'Inloggen',
});
