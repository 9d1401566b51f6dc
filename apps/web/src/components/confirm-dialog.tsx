import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';

interface ConfirmDialogProps {
  opened: boolean;
  /** The question, such as 'Are you sure you want to remove %s'. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A question that needs a yes before something happens (spec §5), as a titled dialog. */
export const ConfirmDialog = ({
  opened,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={t('Please confirm')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {confirmLabel ?? t('OK')}
        </Button>
      </Group>
    </Modal>
  );
};
