import { describe, expect, it, vi } from 'vitest';

const SCOPE = 'https://vve.example.nl/app/';

type Handler = (event: unknown) => void;

/** The service worker's global scope, as far as the push handlers use it. */
const serviceWorker = (openWindows: { url: string }[] = []) => {
  const handlers = new Map<string, Handler>();
  const scope = {
    addEventListener: (type: string, handler: Handler) => {
      handlers.set(type, handler);
    },
    registration: { scope: SCOPE, showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(openWindows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
  };
  vi.stubGlobal('self', scope);
  return { scope, handlers };
};

/** Dispatches an event to a handler and waits for what it asked the worker to wait for. */
const dispatch = async (handlers: Map<string, Handler>, type: string, event: object) => {
  const waits: Promise<unknown>[] = [];
  handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
};

const appWindow = (url: string) => {
  const client = { url, focus: vi.fn(), navigate: vi.fn() };
  client.focus.mockResolvedValue(client);
  client.navigate.mockResolvedValue(client);
  return client;
};

const clicked = (path: unknown) => ({ notification: { data: { path }, close: vi.fn() } });

/** Loads the handlers anew into the scope (the module registers them when it runs). */
const loadHandlers = async () => {
  vi.resetModules();
  await import('./sw-push');
};

describe("the service worker's push handlers", () => {
  it('shows a pushed message as a notification that knows where it opens', async () => {
    const { scope, handlers } = serviceWorker();
    await loadHandlers();
    const message = {
      title: 'VvE Portaal',
      body: 'Your request “Lekkage” is now Solved',
      path: '/reports/12',
      tag: 'n-7',
    };
    await dispatch(handlers, 'push', { data: { json: () => message } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('VvE Portaal', {
      body: 'Your request “Lekkage” is now Solved',
      data: { path: '/reports/12' },
      tag: 'n-7',
      icon: `${SCOPE}icons/icon-192.png`,
    });
  });

  it('shows nothing for a message that is not one of ours', async () => {
    const { scope, handlers } = serviceWorker();
    await loadHandlers();
    await dispatch(handlers, 'push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    await dispatch(handlers, 'push', { data: { json: () => ({ title: 'no body or path' }) } });
    await dispatch(handlers, 'push', { data: null });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it("opens a click's path in the app's open window", async () => {
    const open = appWindow(`${SCOPE}reports`);
    const { scope, handlers } = serviceWorker([appWindow('https://vve.example.nl/vve/1/project/2/'), open]);
    await loadHandlers();
    const event = clicked('/reports/12');
    await dispatch(handlers, 'notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${SCOPE}reports/12`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window of the app when none is open', async () => {
    const { scope, handlers } = serviceWorker();
    await loadHandlers();
    await dispatch(handlers, 'notificationclick', clicked('/?tab=inspections'));
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${SCOPE}?tab=inspections`);
  });

  it('never leaves the app', async () => {
    const { scope, handlers } = serviceWorker();
    await loadHandlers();
    await dispatch(handlers, 'notificationclick', clicked('/../api/app/logout'));
    await dispatch(handlers, 'notificationclick', clicked(42));
    expect(scope.clients.openWindow.mock.calls).toEqual([[SCOPE], [SCOPE]]);
  });
});
