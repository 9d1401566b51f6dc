import { Anchor, Group, Image, ThemeIcon } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { IconFile, IconFileTypePdf, IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { fileDownloadUrl, fileThumbnailUrl, isImageFile } from '../lib/file-links';

interface FileRowProps {
  file: StoredFile;
  /** Rename and Remove where files are modifiable; nothing for read-only files such as a contract (spec §6). */
  actions?: ReactNode;
}

const size = THUMBNAIL_SIZE.fileRow;

const FileTypeIcon = ({ contentType }: { contentType: string }) => {
  if (contentType === 'application/pdf') return <IconFileTypePdf size={32} />;
  if (contentType.startsWith('video/')) return <IconVideo size={32} />;
  return <IconFile size={32} />;
};

/** A file: its thumbnail (or a type icon: PDF, video or other), and its name as a link that opens or downloads it (spec §2). */
export const FileRow = ({ file, actions }: FileRowProps) => (
  <Group gap="sm" wrap="nowrap">
    {isImageFile(file) ? (
      <Image src={fileThumbnailUrl(file, size)} alt="" w={size} h={size} fit="cover" radius="sm" />
    ) : (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm" aria-hidden>
        <FileTypeIcon contentType={file.contentType} />
      </ThemeIcon>
    )}
    <Anchor
      href={fileDownloadUrl(file)}
      target="_blank"
      rel="noopener"
      flex={1}
      style={{ overflowWrap: 'anywhere' }}
    >
      {file.name}
    </Anchor>
    {actions}
  </Group>
);
