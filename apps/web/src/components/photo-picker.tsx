import {
  Button,
  Center,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { IconCheck, IconPhotoOff, IconPhotoPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import { BAD_NEWS_TEXT, GOOD_NEWS_TEXT } from './text-colors';
import { UploadActions } from './upload-actions';
import { canRetry } from '../lib/can-retry';
import { photoUploadError } from '../lib/photos/photo-upload-error';
import { REPORT_PHOTO_TYPES } from '../lib/photos/request-photo-format';
import type { RequestPhoto } from '../lib/photos/use-request-photos';

/** The image types a request takes (spec §9); no `capture`, so that a phone offers camera and library. */
const ACCEPT = REPORT_PHOTO_TYPES.join(',');

const PREVIEW_HEIGHT = 120;

/** The photo as it is sent; a grey stand-in while it is made ready, and a crossed-out photo for no photo. */
const Preview = ({ photo }: { photo: RequestPhoto }) => {
  if (photo.previewUrl !== undefined) {
    return <Image src={photo.previewUrl} alt={photo.file.name} h={PREVIEW_HEIGHT} fit="cover" radius="sm" />;
  }
  if (photo.status === 'failed') {
    return (
      <Center h={PREVIEW_HEIGHT} bg="gray.1" c="gray.7" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <IconPhotoOff aria-hidden size={32} />
      </Center>
    );
  }
  return <Skeleton h={PREVIEW_HEIGHT} radius="sm" />;
};

interface PhotoCardProps {
  photo: RequestPhoto;
  onRetry: (photo: RequestPhoto) => void;
  onRemove: (photo: RequestPhoto) => void;
}

const PhotoCard = ({ photo, onRetry, onRemove }: PhotoCardProps) => {
  const { t } = useTranslation();
  const name = photo.file.name;
  const percent = Math.round(photo.progress * 100);
  return (
    <Paper withBorder p={6} component="li" aria-label={name}>
      <Stack gap={6}>
        <Preview photo={photo} />
        {photo.status === 'preparing' && (
          <Text size="xs" c="gray.7">
            {t('Getting the photo ready…')}
          </Text>
        )}
        {photo.status === 'uploading' && (
          <Group gap={6} wrap="nowrap">
            <Progress
              value={percent}
              flex={1}
              aria-label={t('Uploading {{name}}', { name })}
              animated={percent === 100}
            />
            <Text size="xs" c="gray.7" w={36} ta="right">
              {percent}%
            </Text>
          </Group>
        )}
        {photo.status === 'uploaded' && (
          <Group gap={4} c={GOOD_NEWS_TEXT}>
            <IconCheck aria-hidden size={16} />
            <Text size="xs">{t('Uploaded')}</Text>
          </Group>
        )}
        {photo.status === 'waiting' && (
          <Text size="xs" c="gray.7">
            {t('Waiting to be sent')}
          </Text>
        )}
        {photo.status === 'failed' && (
          <Text size="xs" c={BAD_NEWS_TEXT} role="alert">
            {photoUploadError(photo.error, t)}
          </Text>
        )}
        <UploadActions
          name={name}
          onRetry={
            (photo.status === 'failed' && canRetry(photo.error)) || photo.status === 'waiting'
              ? () => {
                  onRetry(photo);
                }
              : undefined
          }
          onRemove={() => {
            onRemove(photo);
          }}
        />
      </Stack>
    </Paper>
  );
};

interface PhotoPickerProps {
  photos: readonly RequestPhoto[];
  onAdd: (files: File[]) => void;
  onRetry: (photo: RequestPhoto) => void;
  onRemove: (photo: RequestPhoto) => void;
}

/** 'Set photos' (spec §2): several images at once, each with its thumbnail and upload progress. */
export const PhotoPicker = ({ photos, onAdd, onRetry, onRemove }: PhotoPickerProps) => {
  const { t } = useTranslation();
  const resetRef = useRef<() => void>(null);
  return (
    <Stack gap="xs">
      <FileButton
        multiple
        accept={ACCEPT}
        resetRef={resetRef}
        onChange={(files) => {
          if (files.length > 0) onAdd(files);
          resetRef.current?.(); // the same photo can be picked again
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconPhotoPlus aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Set photos')}
          </Button>
        )}
      </FileButton>
      {photos.length > 0 && (
        <SimpleGrid
          component="ul"
          aria-label={t('Photos')}
          cols={{ base: 2, sm: 4 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {photos.map((photo) => (
            <PhotoCard key={photo.key} photo={photo} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};
