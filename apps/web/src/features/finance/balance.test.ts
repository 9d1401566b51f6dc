import { i18n } from '../../lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { balanceDetail } from './balance';

const t = i18n.t.bind(i18n);

describe('balanceDetail', () => {
  it('reads a negative saldo as an amount due', () => {
    expect(balanceDetail(-125.5, t)).toEqual({ label: 'Amount due', amount: 125.5 });
  });

  it('reads a positive saldo as paid in advance', () => {
    expect(balanceDetail(40, t)).toEqual({ label: 'Paid in advance', amount: 40 });
  });

  it('reads a zero saldo as nothing due', () => {
    expect(balanceDetail(0, t)).toEqual({ label: 'Amount due', amount: 0 });
    expect(Object.is(balanceDetail(0, t).amount, -0)).toBe(false);
  });
});
