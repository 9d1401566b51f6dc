import { Badge, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isUrgentPriority } from '@vve/contract/rules/urgent-priority';
import { useTranslation } from '../lib/i18n/i18n';

/**
 * A work order's priority: plain text, or for a priority that cannot wait a red badge with a warning sign; a
 * screen reader hears 'Urgent' before a name that does not say so in the user's language.
 */
export const PriorityText = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  if (!isUrgentPriority(name)) return <>{name}</>;
  const urgent = t('Urgent');
  return (
    <Badge color="red.9" radius="sm" leftSection={<IconAlertTriangle aria-hidden size={12} />}>
      {urgent.toLowerCase() !== name.trim().toLowerCase() && <VisuallyHidden>{`${urgent}: `}</VisuallyHidden>}
      {name}
    </Badge>
  );
};
