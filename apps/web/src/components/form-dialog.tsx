import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';

interface FormDialogProps {
  /** Whether it shows (by default it does: a caller may show it by rendering it). */
  opened?: boolean;
  title: string;
  /** The button that sends the form, and its colour (red for what cannot be undone). */
  submitLabel: string;
  submitColor?: string;
  /** The button that closes the dialog without sending. */
  dismissLabel?: string;
  /** While the form is sent: its button waits. */
  pending?: boolean;
  /** Called when the form is sent (the page does not reload); the caller checks and sends it. */
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps['size'];
  /** The fields, then whatever says why the last try failed; the buttons follow. */
  children: ReactNode;
}

/**
 * A form in a titled dialog: its fields, then the button that leaves it and the one that sends it. The browser's
 * own validation is off: the form shows its own messages.
 */
export const FormDialog = ({
  opened = true,
  title,
  submitLabel,
  submitColor,
  dismissLabel,
  pending = false,
  onSubmit,
  onClose,
  size,
  children,
}: FormDialogProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!pending) onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {dismissLabel ?? t('Cancel')}
            </Button>
            <Button type="submit" color={submitColor} loading={pending}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
