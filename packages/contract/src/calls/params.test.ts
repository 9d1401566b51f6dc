import { describe, expect, it } from 'vitest';
import { IdParams, PageParams, VveParams } from './params';

describe('path params', () => {
  it('turn the text of a positive integer into a number', () => {
    expect(IdParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(VveParams.parse({ vveId: '7' })).toEqual({ vveId: 7 });
    expect(PageParams.parse({ n: '1' })).toEqual({ n: 1 });
  });

  it.each(['1.5', 'abc', '', '0', '-3', '2147483648', '0x1', '1e0', '01', ' 1', '1 ', '+1', '1.0'])(
    "reject the id '%s'",
    (id) => {
      expect(IdParams.safeParse({ id }).success).toBe(false);
    },
  );

  it.each(['0', '-1', '1.5', 'next', '02', '0x2', '2e0'])("reject the page number '%s'", (n) => {
    expect(PageParams.safeParse({ n }).success).toBe(false);
  });
});
