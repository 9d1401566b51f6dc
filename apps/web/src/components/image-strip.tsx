import { Image, Modal, Text, UnstyledButton } from '@mantine/core';
import type { StoredFile } from '@vve/contract/calls/files';
import { THUMBNAIL_SIZE } from '@vve/contract/constants';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { fileDownloadUrl, fileThumbnailUrl } from '../lib/file-links';
import { PlainList } from './plain-list';

const stripSize = THUMBNAIL_SIZE.reportImageStrip;

interface Enlarged {
  file: StoredFile;
  label: string;
}

/** The image attachments as thumbnails; tapping one shows it large. */
export const ImageStrip = ({ images }: { images: readonly StoredFile[] }) => {
  const { t } = useTranslation();
  const [enlarged, setEnlarged] = useState<Enlarged | null>(null);
  if (images.length === 0) return <Text c="gray.7">{t('No images')}</Text>;
  return (
    <>
      <PlainList row>
        {images.map((file, index) => {
          const label = t('Photo {{number}}', { number: index + 1 });
          return (
            <li key={file.id}>
              <UnstyledButton
                onClick={() => {
                  setEnlarged({ file, label });
                }}
                style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
              >
                <Image
                  src={fileThumbnailUrl(file, stripSize)}
                  alt={label}
                  w={{ base: 150, sm: stripSize }}
                  h={{ base: 150, sm: stripSize }}
                  fit="cover"
                  radius="sm"
                />
              </UnstyledButton>
            </li>
          );
        })}
      </PlainList>
      <Modal
        opened={enlarged !== null}
        onClose={() => {
          setEnlarged(null);
        }}
        title={enlarged?.label}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        {enlarged && (
          <Image src={fileDownloadUrl(enlarged.file)} alt={enlarged.label} fit="contain" mah="75vh" />
        )}
      </Modal>
    </>
  );
};
