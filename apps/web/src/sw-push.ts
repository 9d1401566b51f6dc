/// <reference lib="webworker" />
/**
 * The service worker's push messages: the generated service worker (sw.js) imports this file, built to
 * sw-push.js, with importScripts. A classic script, so it imports and exports nothing.
 */
declare const self: ServiceWorkerGlobalScope;

/** What the server pushes: the notification's words and where it opens, a path below /app. */
interface PushMessage {
  title: string;
  body: string;
  path: string;
  tag?: string;
}

const isPushMessage = (value: unknown): value is PushMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, path, tag } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof path === 'string' &&
    (tag === undefined || typeof tag === 'string')
  );
};

const readMessage = (data: PushMessageData | null): PushMessage | undefined => {
  try {
    const message: unknown = data?.json();
    return isPushMessage(message) ? message : undefined;
  } catch {
    return undefined; // not JSON: nothing of ours
  }
};

/** The app's address of a path below /app, never outside the app (its scope). */
const appUrl = (path: string): string => {
  const { scope } = self.registration;
  const url = new URL(path.replace(/^\/+/, ''), scope).href;
  return url.startsWith(scope) ? url : scope;
};

/** Shows the app at an address: in a window of the app that is open (focused), else in a new one. */
const showApp = async (url: string): Promise<void> => {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => client.url.startsWith(self.registration.scope));
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(url);
};

self.addEventListener('push', (event) => {
  const message = readMessage(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      data: { path: message.path },
      tag: message.tag,
      icon: appUrl('icons/icon-192.png'),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { path } = (event.notification.data ?? {}) as { path?: unknown };
  event.waitUntil(showApp(appUrl(typeof path === 'string' ? path : '/')));
});
