import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, json, type StubbedRequest } from '../../../test/fake-api';
import { renderScreen } from '../../../test/render-app';
import { base64UrlBytes } from '../push-subscription';

/** A VAPID public key as the server gives it (base64url, 65 bytes). */
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

const subscriptionJson = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: {
    p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
    auth: 'FPssNDTKnInHVndSTdbKFw',
  },
};

/** What the browser outside the product does: its permission, and the service worker's push manager. */
const stubBrowser = ({ permission = 'default', answer = 'granted', subscribed = false } = {}) => {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    subscription = null;
    return Promise.resolve(true);
  });
  const browserSubscription = {
    endpoint: subscriptionJson.endpoint,
    toJSON: () => subscriptionJson,
    unsubscribe,
  } as unknown as PushSubscription;
  if (subscribed) subscription = browserSubscription;
  const notification = {
    permission,
    requestPermission: vi.fn(() => {
      notification.permission = answer;
      return Promise.resolve(answer);
    }),
  };
  const pushManager = {
    getSubscription: () => Promise.resolve(subscription),
    subscribe: vi.fn(() => {
      subscription = browserSubscription;
      return Promise.resolve(subscription);
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', vi.fn());
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager }) },
  });
  return { notification, pushManager, unsubscribe };
};

const openHome = (replies: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen('/', {
    'GET /api/app/details': () => json(200, []),
    'GET /api/app/push/key': () => json(200, { publicKey: PUBLIC_KEY }),
    ...replies,
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe("'Turn on notifications' in the menu", () => {
  it('is not there where the browser cannot push', async () => {
    openHome();
    expect(await screen.findByRole('link', { name: 'Notification settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).not.toBeInTheDocument();
  });

  it("asks the browser's permission, subscribes with the server's key and gives the server the subscription", async () => {
    const { notification, pushManager } = stubBrowser();
    const sent: StubbedRequest[] = [];
    const { user } = openHome({
      'POST /api/app/push/subscriptions': (request) => {
        sent.push(request);
        return json(200, { ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeInTheDocument();
    expect(screen.getByText('Notifications are on for this device.')).toBeInTheDocument();
    expect(notification.requestPermission).toHaveBeenCalledOnce();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlBytes(PUBLIC_KEY),
    });
    expect(base64UrlBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(sent.map(bodyOf)).toEqual([subscriptionJson]);
  });

  it('turns them off in the browser and on the server', async () => {
    const { unsubscribe } = stubBrowser({ permission: 'granted', subscribed: true });
    const removed: unknown[] = [];
    const { user } = openHome({
      'POST /api/app/push/subscriptions/remove': (request) => {
        removed.push(bodyOf(request));
        return json(200, { ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Turn off notifications' }));

    expect(await screen.findByRole('button', { name: 'Turn on notifications' })).toBeInTheDocument();
    expect(screen.getByText('Notifications are off for this device.')).toBeInTheDocument();
    expect(removed).toEqual([{ endpoint: subscriptionJson.endpoint }]);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('says how to allow them when the browser blocks them', async () => {
    const { pushManager } = stubBrowser({ answer: 'denied' });
    const { user } = openHome();
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));

    const hint = await screen.findByText(/This browser blocks notifications from this app/);
    expect(screen.getByRole('button', { name: 'Turn on notifications' })).toHaveAccessibleDescription(
      hint.textContent,
    );
    expect(pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('says when they could not be turned on, and stays off', async () => {
    const { unsubscribe } = stubBrowser();
    const { user } = openHome({
      'POST /api/app/push/subscriptions': () =>
        json(400, { statusCode: 400, error: 'Bad Request', message: 'A push endpoint is an https URL' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications could not be turned on.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Turn on notifications' })).toBeEnabled();
    });
    expect(unsubscribe).toHaveBeenCalledOnce();
  });
});
