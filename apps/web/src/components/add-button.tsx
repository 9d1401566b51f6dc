import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface AddButtonProps {
  label: string;
  onClick: () => void;
  /** The button's icon, a plus by default. */
  icon?: ReactNode;
  disabled?: boolean;
}

/** The button under a list that adds an item to it ('Add member', 'New contract', 'Plan a meeting'). */
export const AddButton = ({
  label,
  onClick,
  icon = <IconPlus aria-hidden size={18} />,
  disabled = false,
}: AddButtonProps) => (
  <Button
    variant="default"
    leftSection={icon}
    style={{ alignSelf: 'flex-start' }}
    disabled={disabled}
    onClick={onClick}
  >
    {label}
  </Button>
);
