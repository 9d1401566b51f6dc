import { ActionIcon, Group } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

interface UploadActionsProps {
  /** The file's name, for the buttons' labels. */
  name: string;
  /** Offers Retry: only where sending the file again can succeed (`canRetry`). */
  onRetry?: (() => void) | undefined;
  onRemove: () => void;
}

/** The buttons of a file being uploaded: Retry (when it failed in a way a retry can mend) and Remove. */
export const UploadActions = ({ name, onRetry, onRemove }: UploadActionsProps) => {
  const { t } = useTranslation();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onRetry && (
        <ActionIcon variant="subtle" aria-label={t('Try {{name}} again', { name })} onClick={onRetry}>
          <IconRefresh aria-hidden size={18} />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red.9"
        aria-label={t('Remove {{name}}', { name })}
        onClick={onRemove}
      >
        <IconTrash aria-hidden size={18} />
      </ActionIcon>
    </Group>
  );
};
