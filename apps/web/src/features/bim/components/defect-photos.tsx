import type { StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { PlainList } from '../../../components/plain-list';
import { fileDownloadUrl, fileThumbnailUrl, isImageFile } from '../../../lib/file-links';
import { useTranslation } from '../../../lib/i18n/i18n';

const SIZE = THUMBNAIL_SIZE.fileDefault;

/**
 * A defect's photos in the viewer's narrow panel: thumbnails side by side, each opening the full photo in a new tab
 * (plain images: the back office's photo grid would pull its chunk into the app's first load).
 */
export const DefectPhotos = ({ files }: { files: readonly StoredFile[] }) => {
  const { t } = useTranslation();
  const photos = files.filter(isImageFile);
  if (photos.length === 0) return null;
  return (
    <PlainList row gap={4} aria-label={t('Photos')}>
      {photos.map((file, index) => (
        <li key={file.id}>
          <a href={fileDownloadUrl(file)} target="_blank" rel="noopener">
            <img
              src={fileThumbnailUrl(file, SIZE)}
              alt={t('Photo {{number}}', { number: index + 1 })}
              width={SIZE / 2}
              height={SIZE / 2}
              style={{ objectFit: 'cover', display: 'block' }}
            />
          </a>
        </li>
      ))}
    </PlainList>
  );
};
