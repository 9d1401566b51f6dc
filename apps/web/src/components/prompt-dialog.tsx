import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';

interface PromptDialogProps {
  opened: boolean;
  title: string;
  label: string;
  initialValue: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** Asks for one line of text in a titled dialog; OK is offered only for a non-blank value. */
export const PromptDialog = ({
  opened,
  title,
  label,
  initialValue,
  onSubmit,
  onCancel,
}: PromptDialogProps) => {
  const { t } = useTranslation();
  const [value, setValue] = useState(initialValue);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim() !== '') onSubmit(value.trim());
        }}
      >
        <TextInput
          label={label}
          value={value}
          data-autofocus
          onChange={(event) => {
            setValue(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={value.trim() === ''}>
            {t('OK')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
};
