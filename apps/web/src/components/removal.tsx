import { useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { RefusalAlert } from './refusal-alert';
import type { RefusalCode } from '@vve/contract/refusals';

interface RemovalProps<Item> {
  /** The item whose removal awaits a yes; null when none does. */
  asked: Item | null;
  /** The question for an item ('Remove element Dakvlak A?'). */
  question: (item: Item) => string;
  onConfirm: (item: Item) => void;
  onCancel: () => void;
  /** Why the last removal failed, shown below the list. */
  error: Error | null;
  failed: string;
  /** The refusals that explain themselves, by code. */
  explained: readonly RefusalCode[];
}

/** The question before an item of a list is removed, and why its last removal failed. */
export const Removal = <Item,>({
  asked,
  question,
  onConfirm,
  onCancel,
  error,
  failed,
  explained,
}: RemovalProps<Item>) => {
  const { t } = useTranslation();
  return (
    <>
      <ConfirmDialog
        opened={asked !== null}
        message={asked === null ? '' : question(asked)}
        confirmLabel={t('Remove')}
        onConfirm={() => {
          if (asked !== null) onConfirm(asked);
        }}
        onCancel={onCancel}
      />
      {error && <RefusalAlert error={error} failed={failed} explained={explained} />}
    </>
  );
};

/** The mutation that removes an item by its id. */
interface RemoveMutation {
  mutate: (id: number) => void;
  reset: () => void;
  error: Error | null;
}

/**
 * The state of a list's removals: `ask(item)` asks for a yes (forgetting why the last removal failed), and
 * `props` are the `Removal`'s: the item asked about, the mutation on a yes, and its failure.
 */
export const useRemoval = <Item extends { id: number }>(remove: RemoveMutation) => {
  const [asked, setAsked] = useState<Item | null>(null);
  return {
    ask: (item: Item) => {
      remove.reset();
      setAsked(item);
    },
    props: {
      asked,
      onConfirm: (item: Item) => {
        setAsked(null);
        remove.mutate(item.id);
      },
      onCancel: () => {
        setAsked(null);
      },
      error: remove.error,
    },
  };
};
