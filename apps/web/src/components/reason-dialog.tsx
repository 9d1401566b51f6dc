import { Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

interface ReasonDialogProps {
  opened: boolean;
  /** The dialog's title, such as 'Cancel work order'. */
  title: string;
  /** The reason box's label and what it says under it (who reads the reason). */
  label: string;
  description?: string;
  /** What the box says when it is sent blank; without it the reason may be left out ('' is sent). */
  missing?: string;
  /** The button that does it, and its colour (red by default: what needs a reason is hard to undo). */
  confirmLabel: string;
  confirmColor?: string;
  /** The button that leaves it undone. */
  dismissLabel?: string;
  /** While the change is sent: the button waits and sends nothing more. */
  pending?: boolean;
  /** Why the last try failed, shown above the buttons. */
  error?: ReactNode;
  onConfirm: (reason: string) => void;
  onDismiss: () => void;
}

/**
 * Asks why something is done (a cancellation, a rejection, a reopening): several lines of text, which cannot be
 * left blank when it needs a reason (`missing`); the reason is sent trimmed. Each time it opens, the box is empty.
 */
export const ReasonDialog = ({
  opened,
  label,
  description,
  missing,
  confirmLabel,
  confirmColor = 'red.9',
  error,
  onConfirm,
  onDismiss,
  ...dialog
}: ReasonDialogProps) => {
  const [reason, setReason] = useState('');
  const [blank, setBlank] = useState(false);
  const [shown, setShown] = useState(opened);
  if (opened !== shown) {
    setShown(opened);
    if (opened) {
      setReason('');
      setBlank(false);
    }
  }
  return (
    <FormDialog
      {...dialog}
      opened={opened}
      submitLabel={confirmLabel}
      submitColor={confirmColor}
      onClose={onDismiss}
      onSubmit={() => {
        if (missing !== undefined && reason.trim() === '') setBlank(true);
        else onConfirm(reason.trim());
      }}
    >
      <Textarea
        label={label}
        description={description}
        required={missing !== undefined}
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
        value={reason}
        error={blank ? missing : undefined}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          if (event.currentTarget.value.trim() !== '') setBlank(false);
        }}
      />
      {error}
    </FormDialog>
  );
};
