import type { Role } from '@vve/contract/enums';
import type { TFunction } from '../../../lib/i18n/i18n';

/** A role's name as the back office shows it. */
export const roleLabel = (role: Role, t: TFunction): string =>
  ({
    owner: t('Owner'),
    tenant: t('Tenant'),
    supplier: t('Supplier'),
    administrator: t('Administrator'),
  })[role];
