import type { BudgetCategory } from '@vve/contract/calls/budgets';
import type { TFunction } from '../../../lib/i18n/i18n';

/** What a budget's category is called, in the user's language. */
export const categoryLabel = (category: BudgetCategory, t: TFunction): string =>
  ({
    management: t('Management and administration'),
    insurance: t('Insurance'),
    energy: t('Energy of shared spaces'),
    cleaning: t('Cleaning'),
    maintenance: t('Day-to-day maintenance'),
    other: t('Other costs'),
    reserve: t('Reserve fund contribution'),
  })[category];
