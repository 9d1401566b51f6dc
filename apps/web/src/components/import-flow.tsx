import { Alert, Button, FileInput, Group, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ImportMode } from '@vve/contract/calls/office-import';
import { IconAlertCircle, IconCircleCheck, IconFile } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { FailureAlert } from './failure-alert';
import { Section } from './section';

export const Refused = ({ children }: { children: ReactNode }) => (
  <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
    <Text size="sm" c="red.9">
      {children}
    </Text>
  </Alert>
);

export interface ImportFlowProps<Summary> {
  /** Sends the file: a dry run, or applied. */
  send: (file: File, mode: ImportMode) => Promise<Summary>;
  /** The file input's label and the types it offers. */
  fileLabel: string;
  accept: string;
  /** What a check found: the sentence that says so, and whether the file may be imported. */
  verdict: (summary: Summary) => { text: string; canImport: boolean };
  /** What the import would do or did. */
  counts: (summary: Summary) => ReactNode;
  /** How a refusal of a check or an import is told, where the server's reason is not enough (else undefined). */
  refused?: (error: Error, step: 'check' | 'import') => ReactNode;
  /** What a check or a refused import lists below (row errors, unreadable parts), if anything. */
  details?: (summary: Summary) => ReactNode;
  /** The summary a refusal of the server carries, if it carries one. */
  refusedSummary?: (error: Error | null) => Summary | undefined;
  /** After the file was imported: what to load again. */
  onImported: () => Promise<unknown>;
}

/**
 * An import of a file in two steps: 'Check' runs a dry run that says what would be created or changed; 'Import'
 * (only for a checked file that may be) applies all of it or nothing, and says what was done. Another file starts
 * anew.
 */
export const ImportFlow = <Summary,>({
  send,
  fileLabel,
  accept,
  verdict,
  counts,
  refused = () => undefined,
  details,
  refusedSummary = () => undefined,
  onImported,
}: ImportFlowProps<Summary>) => {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation({ mutationFn: (chosen: File) => send(chosen, 'dry-run') });
  const apply = useMutation({ mutationFn: (chosen: File) => send(chosen, 'apply'), onSuccess: onImported });
  const choose = (next: File | null) => {
    setFile(next);
    check.reset();
    apply.reset();
  };
  const checked = check.data;
  const listed = refusedSummary(apply.error) ?? refusedSummary(check.error) ?? checked;
  const found = checked && verdict(checked);
  return (
    <>
      <Group align="flex-end" gap="sm">
        <FileInput
          label={fileLabel}
          placeholder={t('Choose a file')}
          // Mantine's grey placeholder is text in a button here, and would miss the AA contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept={accept}
          value={file}
          onChange={choose}
          clearable
          clearButtonProps={{ 'aria-label': t('Remove the file') }}
          leftSection={<IconFile aria-hidden size={18} />}
          w={{ base: '100%', sm: 360 }}
        />
        <Button
          onClick={() => {
            if (file) check.mutate(file);
          }}
          disabled={!file || apply.isPending}
          loading={check.isPending}
        >
          {t('Check')}
        </Button>
      </Group>
      {check.error &&
        (refused(check.error, 'check') ?? (
          <FailureAlert error={check.error} failed={t('The file could not be checked.')} />
        ))}
      {checked && found && !apply.data && (
        <Section title={t('Result of the check')}>
          <Text>{found.text}</Text>
          {counts(checked)}
          {found.canImport && (
            <Group>
              <Button
                onClick={() => {
                  if (file) apply.mutate(file);
                }}
                loading={apply.isPending}
              >
                {t('Import')}
              </Button>
            </Group>
          )}
        </Section>
      )}
      {apply.error &&
        (refused(apply.error, 'import') ?? (
          <FailureAlert error={apply.error} failed={t('Nothing was imported.')} />
        ))}
      {apply.data && (
        <Section title={t('Imported')}>
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
            <Text size="sm">{t('The file has been imported.')}</Text>
          </Alert>
          {counts(apply.data)}
        </Section>
      )}
      {listed && details?.(listed)}
    </>
  );
};
