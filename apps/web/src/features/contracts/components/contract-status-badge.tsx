import type { Contract } from '@vve/contract/calls/contracts';
import type { ContractDisplayStatus } from '@vve/contract/enums';
import { contractDisplayStatus } from '@vve/contract/rules/contract-status';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';

/** Each display status of a contract (spec §4) with its badge colour and its label. */
const CONTRACT_STATUSES: Record<ContractDisplayStatus, StatusLook> = {
  ACTIVE: { color: 'lime.5', label: (t) => t('Active') },
  INACTIVE: { color: 'gray.4', label: (t) => t('Inactive') },
  EXPIRED: { color: 'orange.5', label: (t) => t('Expired') },
};

/** A contract's derived status as a badge with black text. */
export const ContractStatusBadge = ({ contract }: { contract: Contract }) => (
  <StatusBadge look={CONTRACT_STATUSES[contractDisplayStatus(contract, new Date())]} />
);
