import { Button, Group } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { notify } from '../lib/notifications';
import { ConfirmDialog } from './confirm-dialog';
import { RefusalAlert } from './refusal-alert';
import type { RefusalCode } from '@vve/contract/refusals';

/** The archive call of a record: `true` archives it, `false` takes it back into use. */
interface ArchiveCall {
  mutate: (archived: boolean, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: Error | null;
}

interface ArchiveActionsProps {
  archived: boolean;
  archive: ArchiveCall;
  /** The edit button's label ('Edit details', 'Rename supplier'), and the dialog it opens. */
  editLabel: string;
  editDialog: (onClose: () => void) => ReactNode;
  /** The question before archiving, saying what stays. */
  question: string;
  /** What the notice says once archived, and once in use again. */
  archivedNotice: string;
  inUseNotice: string;
  /** What the failure alert says did not happen, and the refusals that explain themselves, by code. */
  failed: string;
  explained: readonly RefusalCode[];
}

/**
 * A back-office record's buttons: while in use, edit and 'Archive' (after a yes: it leaves every list, its records
 * stay); once archived, 'Take back into use'. Complexes and suppliers alike.
 */
export const ArchiveActions = ({
  archived,
  archive,
  editLabel,
  editDialog,
  question,
  archivedNotice,
  inUseNotice,
  failed,
  explained,
}: ArchiveActionsProps) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'edit' | 'archive' | null>(null);
  const close = () => {
    setOpen(null);
  };
  const setArchived = (archiving: boolean) => {
    archive.mutate(archiving, {
      onSuccess: () => {
        notify(archiving ? archivedNotice : inUseNotice);
      },
    });
  };
  return (
    <Group gap="xs">
      {archived ? (
        <Button
          leftSection={<IconArchiveOff aria-hidden size={18} />}
          loading={archive.isPending}
          onClick={() => {
            setArchived(false);
          }}
        >
          {t('Take back into use')}
        </Button>
      ) : (
        <>
          <Button
            leftSection={<IconPencil aria-hidden size={18} />}
            onClick={() => {
              setOpen('edit');
            }}
          >
            {editLabel}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArchive aria-hidden size={18} />}
            loading={archive.isPending}
            onClick={() => {
              setOpen('archive');
            }}
          >
            {t('Archive')}
          </Button>
        </>
      )}
      {archive.error && <RefusalAlert error={archive.error} failed={failed} explained={explained} />}
      <ConfirmDialog
        opened={open === 'archive'}
        message={question}
        confirmLabel={t('Archive')}
        onConfirm={() => {
          close();
          setArchived(true);
        }}
        onCancel={close}
      />
      {open === 'edit' && editDialog(close)}
    </Group>
  );
};
