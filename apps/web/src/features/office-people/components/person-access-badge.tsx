import type { PersonAccess } from '@vve/contract/calls/office-people';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';

/** How a person gets in, as a badge with black text on a fill that keeps the AA contrast. */
const ACCESS: Record<PersonAccess, StatusLook> = {
  active: { color: 'lime.5', label: (t) => t('Active') },
  invited: { color: 'yellow.4', label: (t) => t('Invited') },
  'not-invited': { color: 'gray.3', label: (t) => t('Not invited') },
  deactivated: { color: 'red.3', label: (t) => t('Deactivated') },
};

export const PersonAccessBadge = ({ access }: { access: PersonAccess }) => (
  <StatusBadge look={ACCESS[access]} />
);
