import { Anchor, Group, Image, ThemeIcon } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { IconFile, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { fileDownloadUrl, fileThumbnailUrl, isImageFile } from '../lib/file-links';

interface FileRowProps {
  file: StoredFile;
  /** Rename and Remove where files are modifiable; nothing for read-only files such as a contract (spec §6). */
  actions?: ReactNode;
}

const size = THUMBNAIL_SIZE.fileRow;

/** A file: its thumbnail (or a type icon), and its name as a link that opens or downloads it (spec §2). */
export const FileRow = ({ file, actions }: FileRowProps) => (
  <Group gap="sm" wrap="nowrap">
    {isImageFile(file) ? (
      <Image src={fileThumbnailUrl(file, size)} alt="" w={size} h={size} fit="cover" radius="sm" />
    ) : (
      <ThemeIcon variant="light" color="gray" size={size} radius="sm" aria-hidden>
        {file.contentType === 'application/pdf' ? <IconFileTypePdf size={32} /> : <IconFile size={32} />}
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
