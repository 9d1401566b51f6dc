import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { DocumentFolder, type LibraryDocument } from '@vve/contract/calls/documents';
import { IconFileText } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateText } from '../../../components/date-text';
import { PlainList } from '../../../components/plain-list';
import { fileDownloadUrl } from '../../../lib/file-links';
import { formatLocale } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { folderLabel } from './document-labels';

/** A file's size in kilobytes or megabytes, in the locale's words (`1.2 MB`, `340 kB`). */
const fileSize = (locale: string) => (bytes: number) =>
  bytes < 1024 * 1024
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
        Math.max(1, bytes / 1024),
      )
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
        bytes / 1024 / 1024,
      );

interface DocumentFoldersProps {
  documents: readonly LibraryDocument[];
  /** What a document's row shows besides its link, date and size (the back office's readers and buttons). */
  extra?: (document: LibraryDocument) => ReactNode;
}

/** A library's documents by folder (the folders that hold any, in their order), each a link that opens its file. */
export const DocumentFolders = ({ documents, extra }: DocumentFoldersProps) => {
  const { t, i18n } = useTranslation();
  const size = fileSize(formatLocale(i18n.language));
  if (documents.length === 0) return <Text c="gray.7">{t('No documents')}</Text>;
  return (
    <Stack gap="md">
      {DocumentFolder.options.map((folder) => {
        const inFolder = documents.filter((document) => document.folder === folder);
        if (inFolder.length === 0) return null;
        return (
          <Stack key={folder} gap={4}>
            <Title order={3} size="h5">
              {folderLabel(folder, t)}
            </Title>
            <PlainList>
              {inFolder.map((document) => (
                <li key={document.id}>
                  <Group justify="space-between" wrap="nowrap" gap="xs" py={4}>
                    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                      <IconFileText aria-hidden size={18} style={{ flexShrink: 0 }} />
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Anchor href={fileDownloadUrl(document.file)} target="_blank" rel="noopener">
                          {document.title}
                        </Anchor>
                        <Text size="sm" c="gray.7">
                          <DateText value={document.date} /> · {size(document.file.size)}
                        </Text>
                      </Stack>
                    </Group>
                    {extra?.(document)}
                  </Group>
                </li>
              ))}
            </PlainList>
          </Stack>
        );
      })}
    </Stack>
  );
};
