import type { ContractDisplayStatus } from '@vve/contract/enums';
import { contractDisplayStatus } from '@vve/contract/rules/contract-status';
import { StatusBadge, type StatusLook } from './status-badge';

/** Each display status of a contract (spec §4, and 'Not started yet') with its badge colour and its label. */
const CONTRACT_STATUSES: Record<ContractDisplayStatus, StatusLook> = {
  ACTIVE: { color: 'lime.5', label: (t) => t('Active') },
  INACTIVE: { color: 'gray.4', label: (t) => t('Inactive') },
  EXPIRED: { color: 'orange.5', label: (t) => t('Expired') },
  NOT_STARTED: { color: 'cyan.2', label: (t) => t('Not started yet') },
};

/**
 * A contract's derived status as a badge with black text: the supplier-app's contracts and the back office's
 * contracts of a supplier show the same.
 */
export const ContractStatusBadge = ({
  contract,
}: {
  contract: { actief: boolean; beginDatum: string | null; eindDatum: string | null };
}) => <StatusBadge look={CONTRACT_STATUSES[contractDisplayStatus(contract, new Date())]} />;
