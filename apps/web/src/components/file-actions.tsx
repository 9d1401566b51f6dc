import { Button, Group } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import { splitFileName } from '@vve/contract/rules/file-name';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { ConfirmDialog } from './confirm-dialog';
import { PromptDialog } from './prompt-dialog';

interface FileActionsProps {
  file: StoredFile;
  /** Renames to a new stem; the extension is kept (spec §2). */
  onRename: (newStem: string) => Promise<void>;
  onRemove: () => Promise<void>;
}

/**
 * Rename and Remove of a modifiable file (spec §2, §6), for FileRow's actions: rename asks for a new name stem,
 * remove asks to confirm. A failure is recorded by the caller, with no message (spec §8).
 */
export const FileActions = ({ file, onRename, onRemove }: FileActionsProps) => {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'rename' | 'remove' | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setDialog(null);
  };
  const run = (action: () => Promise<void>) => {
    close();
    setBusy(true);
    action()
      .catch((error: unknown) => {
        console.error('Could not change the file', error);
      })
      .finally(() => {
        setBusy(false);
      });
  };
  const { stem, extension } = splitFileName(file.name);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        disabled={busy}
        aria-label={t('Rename {{name}}', { name: file.name })}
        onClick={() => {
          setDialog('rename');
        }}
      >
        {t('Rename')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        c="red.9"
        disabled={busy}
        aria-label={t('Remove {{name}}', { name: file.name })}
        onClick={() => {
          setDialog('remove');
        }}
      >
        {t('Remove')}
      </Button>
      {dialog === 'rename' && (
        <PromptDialog
          opened
          title={t('Rename')}
          label={extension === '' ? t('New name') : t('New name (without {{extension}})', { extension })}
          initialValue={stem}
          onCancel={close}
          onSubmit={(newStem) => {
            run(() => onRename(newStem));
          }}
        />
      )}
      <ConfirmDialog
        opened={dialog === 'remove'}
        message={t('Are you sure you want to remove {{name}}', { name: file.name })}
        confirmLabel={t('Remove')}
        onCancel={close}
        onConfirm={() => {
          run(onRemove);
        }}
      />
    </Group>
  );
};
