import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from './idempotency-key';

describe('IdempotencyKey', () => {
  it('takes 1 to 200 visible ASCII characters, such as a UUID', () => {
    for (const key of ['a', '0f3a8c52-7d4e-4b1a-9c6f-2e8d5b7a1c90', '!~'.repeat(100)]) {
      expect(IdempotencyKey.safeParse(key).success, key).toBe(true);
    }
  });

  it('refuses an empty or longer key, spaces, control and non-ASCII characters', () => {
    for (const key of ['', 'x'.repeat(201), 'a b', 'a\tb', 'clé', 'a\u0000b']) {
      expect(IdempotencyKey.safeParse(key).success, JSON.stringify(key)).toBe(false);
    }
  });
});
