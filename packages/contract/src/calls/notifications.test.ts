import { describe, expect, it } from 'vitest';
import { PushSubscriptionBody } from './notifications';

const keys = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const endpointOk = (endpoint: string) => PushSubscriptionBody.safeParse({ endpoint, keys }).success;

describe('PushSubscriptionBody', () => {
  it("takes a push service's https endpoint", () => {
    expect(endpointOk('https://fcm.googleapis.com/fcm/send/cXyZ:APA91bH')).toBe(true);
    expect(endpointOk('https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk')).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/1',
    'wss://fcm.googleapis.com/fcm/send/1',
    'file:///etc/passwd',
    'https://user:secret@fcm.googleapis.com/fcm/send/1',
    'https://user@fcm.googleapis.com/fcm/send/1',
    'https:user@fcm.googleapis.com/fcm/send/1',
    'https://fcm.googleapis.com\\@127.0.0.1/',
    ' https://user@fcm.googleapis.com/',
    'HTTPS://FCM.googleapis.com/fcm/send/1',
    'not a url',
    `https://fcm.googleapis.com/${'a'.repeat(2000)}`,
  ])('refuses the endpoint %s', (endpoint) => {
    expect(endpointOk(endpoint)).toBe(false);
  });
});
