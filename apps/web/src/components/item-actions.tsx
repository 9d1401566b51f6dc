import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ItemAction {
  /** The button's name for screen readers, naming the item ('Edit unit K-01'). */
  label: string;
  onClick: () => void;
}

interface ItemActionsProps {
  edit?: ItemAction;
  /** 'Remove', with a trash can unless another icon says it better. */
  remove?: ItemAction & { icon?: ReactNode };
}

/** A list item's 'Edit' and 'Remove' buttons, in the back office's lists. */
export const ItemActions = ({ edit, remove }: ItemActionsProps) => (
  <Group gap={4} wrap="nowrap">
    {edit && (
      <ActionIcon variant="subtle" aria-label={edit.label} onClick={edit.onClick}>
        <IconPencil aria-hidden size={18} />
      </ActionIcon>
    )}
    {remove && (
      <ActionIcon variant="subtle" color="red.8" aria-label={remove.label} onClick={remove.onClick}>
        {remove.icon ?? <IconTrash aria-hidden size={18} />}
      </ActionIcon>
    )}
  </Group>
);
