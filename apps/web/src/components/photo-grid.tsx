import { Image, SimpleGrid, Stack } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { FileRow } from './file-row';
import { fileDownloadUrl, fileThumbnailUrl, isImageFile } from '../lib/file-links';
import { useTranslation } from '../lib/i18n/i18n';

interface PhotoGridProps {
  files: readonly StoredFile[];
  /** The request's own photos, shown large (the full photo); else thumbnails, as of a message. */
  large?: boolean;
}

/**
 * Attachments: the photos side by side, each a link that opens the full photo in a new tab; any other file as a
 * row with its name.
 */
export const PhotoGrid = ({ files, large = false }: PhotoGridProps) => {
  const { t } = useTranslation();
  const photos = files.filter(isImageFile);
  const others = files.filter((file) => !isImageFile(file));
  return (
    <Stack gap="xs">
      {photos.length > 0 && (
        <SimpleGrid
          component="ul"
          cols={large ? { base: 1, sm: 2, xl: 3 } : { base: 3, sm: 5 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {photos.map((file, index) => (
            <li key={file.id}>
              <a href={fileDownloadUrl(file)} target="_blank" rel="noopener" style={{ display: 'block' }}>
                <Image
                  src={large ? fileDownloadUrl(file) : fileThumbnailUrl(file, THUMBNAIL_SIZE.fileDefault)}
                  alt={t('Photo {{number}}', { number: index + 1 })}
                  h={large ? 280 : 96}
                  fit="cover"
                  radius="sm"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </SimpleGrid>
      )}
      {others.map((file) => (
        <FileRow key={file.id} file={file} />
      ))}
    </Stack>
  );
};
