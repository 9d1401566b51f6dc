import { useTranslation } from '../lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { RefusalAlert } from './refusal-alert';

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
  /** The refusals the server explains, by their English message, in the user's language. */
  refusals: Readonly<Record<string, string>>;
}

/** The question before an item of a list is removed, and why its last removal failed. */
export const Removal = <Item,>({
  asked,
  question,
  onConfirm,
  onCancel,
  error,
  failed,
  refusals,
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
      {error && <RefusalAlert error={error} failed={failed} refusals={refusals} />}
    </>
  );
};
