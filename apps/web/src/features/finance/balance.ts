import type { TFunction } from '../../lib/i18n/i18n';

export interface BalanceDetail {
  label: string;
  /** Always zero or more: the sign is in the label. */
  amount: number;
}

/** A debtor's saldo as the user reads it: negative is an amount due, positive is paid ahead (spec §3). */
export const balanceDetail = (saldo: number, t: TFunction): BalanceDetail =>
  saldo > 0
    ? { label: t('Paid in advance'), amount: saldo }
    : { label: t('Amount due'), amount: -saldo || 0 };
