import { Badge } from '@mantine/core';
import type { Contract } from '@vve/contract/calls/contracts';
import type { ContractDisplayStatus } from '@vve/contract/enums';
import { contractDisplayStatus, contractStatusLabel } from '@vve/contract/rules/contract-status';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';

const colors: Record<ContractDisplayStatus, string> = {
  ACTIVE: 'lime.5',
  INACTIVE: 'gray.4',
  EXPIRED: 'orange.5',
};

/** The translated label of a display status (spec §4); an unknown status throws. */
const translatedLabel = (status: ContractDisplayStatus, t: TFunction): string => {
  switch (contractStatusLabel(status)) {
    case 'Active':
      return t('Active');
    case 'Inactive':
      return t('Inactive');
    case 'Expired':
      return t('Expired');
  }
};

/** A contract's derived status as a badge with black text. */
export const ContractStatusBadge = ({ contract }: { contract: Contract }) => {
  const { t } = useTranslation();
  const status = contractDisplayStatus(contract, new Date());
  return (
    <Badge color={colors[status]} c="black" radius="sm">
      {translatedLabel(status, t)}
    </Badge>
  );
};
