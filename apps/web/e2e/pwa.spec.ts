import { expect, test } from '@playwright/test';

test('the service worker is registered with scope /app/', async ({ page, baseURL }) => {
  await page.goto('/app/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL ?? ''}/app/`);
});
