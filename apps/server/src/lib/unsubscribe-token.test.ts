import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

describe('an unsubscribe token', () => {
  const key = 'een geheime sleutel';
  const token = unsubscribeToken({ userId: 12, kinds: ['request-status', 'request-message'] }, key);

  it('says whose email of which kinds it turns off', () => {
    expect(readUnsubscribeToken(token, key)).toEqual({
      userId: 12,
      kinds: ['request-status', 'request-message'],
    });
  });

  it('is refused when changed, signed with another key, or no token at all', () => {
    const [payload = '', signature = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ u: 13, k: ['request-status'] })).toString('base64url');
    expect(readUnsubscribeToken(`${forged}.${signature}`, key)).toBeNull();
    expect(readUnsubscribeToken(token, 'een andere sleutel')).toBeNull();
    expect(readUnsubscribeToken(`${payload}.${signature}x`, key)).toBeNull();
    for (const bad of ['', '.', 'abc', `${token}.extra`]) expect(readUnsubscribeToken(bad, key)).toBeNull();
  });
});
