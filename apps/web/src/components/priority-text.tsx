import { Badge, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isUrgentPriority } from '@vve/contract/rules/urgent-priority';
import { useTranslation } from '../lib/i18n/i18n';
import { priorityLabel } from '../lib/known-values';

/**
 * A work order's priority in the reader's language: plain text, or for a priority that cannot wait a red badge
 * with a warning sign; a screen reader hears 'Urgent' before a name that does not say so in the user's language.
 */
export const PriorityText = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  const label = priorityLabel(name, t);
  if (!isUrgentPriority(name)) return <>{label}</>;
  const urgent = t('Urgent');
  return (
    <Badge color="red.9" radius="sm" leftSection={<IconAlertTriangle aria-hidden size={12} />}>
      {urgent.toLowerCase() !== label.trim().toLowerCase() && (
        <VisuallyHidden>{`${urgent}: `}</VisuallyHidden>
      )}
      {label}
    </Badge>
  );
};
