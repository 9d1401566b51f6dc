import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RefusalAlert } from './refusal-alert';

/** A removal call as a list sends it: by the item's id, with its last failure. */
interface RemoveCall {
  mutate: (id: number) => void;
  error: Error | null;
}

interface RemovalProps<Item extends { id: number }> {
  /** The item whose removal awaits a yes; null when none does. */
  asked: Item | null;
  /** The question for an item ('Remove unit A-1?'). */
  question: (item: Item) => string;
  remove: RemoveCall;
  /** What the failure alert says did not happen. */
  failed: string;
  onClose: () => void;
}

/** The question before an item of a list is removed, then its removal, and why the last one failed. */
export const Removal = <Item extends { id: number }>({
  asked,
  question,
  remove,
  failed,
  onClose,
}: RemovalProps<Item>) => {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={asked !== null}
        message={asked === null ? '' : question(asked)}
        confirmLabel={t('Remove')}
        onConfirm={() => {
          onClose();
          if (asked !== null) remove.mutate(asked.id);
        }}
        onCancel={onClose}
      />
      {remove.error && <RefusalAlert error={remove.error} failed={failed} />}
    </>
  );
};

interface AddButtonProps {
  label: string;
  /** The button's icon, a plus by default. */
  icon?: ReactNode;
  onClick: () => void;
}

/** The button under a list that adds an item to it. */
export const AddButton = ({ label, icon = <IconPlus aria-hidden size={18} />, onClick }: AddButtonProps) => (
  <Button variant="default" leftSection={icon} style={{ alignSelf: 'flex-start' }} onClick={onClick}>
    {label}
  </Button>
);
