import { expect, test } from '@playwright/test';

test('the service worker is registered with scope /app/', async ({ page, baseURL }) => {
  await page.goto('/app/');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseURL ?? ''}/app/`);
});

test('a push message shows as a notification that knows where it opens (src/sw-push.ts)', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin });
  const devtools = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/app/`);
      if (ours) resolve(ours.registrationId);
    });
  });
  await devtools.send('ServiceWorker.enable');
  await page.goto('/app/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const message = {
    title: 'VvE Portaal',
    body: 'Your request “Lekkage” is now Solved',
    path: '/reports/1',
    tag: 'n-1',
  };
  const registrationId = await registered;
  const deliver = () =>
    devtools.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(message),
    });
  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
        title,
        body,
        tag,
        data: data as unknown,
      })),
    );
  // Chromium drops a push delivered while it still starts the worker (about 1 run in 8 here): until one shows,
  // the message is delivered again, as a push service retries. Its tag makes a second one replace the first.
  await expect
    .poll(async () => {
      const notifications = await shown();
      if (notifications.length === 0) await deliver();
      return notifications;
    })
    .toEqual([{ title: message.title, body: message.body, tag: 'n-1', data: { path: '/reports/1' } }]);
});
