import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

interface AddButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

/** The button under a list that adds an item to it ('Add member', 'New contract'). */
export const AddButton = ({ label, onClick, disabled = false }: AddButtonProps) => (
  <Button
    variant="default"
    leftSection={<IconPlus aria-hidden size={18} />}
    style={{ alignSelf: 'flex-start' }}
    disabled={disabled}
    onClick={onClick}
  >
    {label}
  </Button>
);
