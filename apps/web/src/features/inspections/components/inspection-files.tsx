import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { WaitingBadge } from '../../../components/waiting-badge';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { FileActions } from '../../../components/file-actions';
import { FileRow } from '../../../components/file-row';
import { BAD_NEWS_TEXT } from '../../../components/text-colors';
import { UploadActions } from '../../../components/upload-actions';
import { canRetry } from '../../../lib/can-retry';
import {
  removeInspectionFile,
  removeWaitingFile,
  retryInspectionUpload,
  renameInspectionFile,
  uploadInspectionFiles,
  useFetchInspectionFiles,
} from '../api/inspection-files';
import { filesAt, type FilePlace } from '../file-place';
import type { InspectionEdit } from '../inspection-store';
import { inspectionUploadError } from '../upload-error';
import { PlainList } from '../../../components/plain-list';

/** What inspections accept (spec §5): images and videos. */
const ACCEPT = 'image/*,video/*';

interface InspectionFilesProps {
  edit: InspectionEdit;
  /** Whose photos and videos: the inspection's, an element's or a defect's. */
  place: FilePlace;
  /**
   * The add button's text where a screen has several lists in cards of their own (a defect's: 'Add photo of
   * defect 1'); the card's heading names the list then. Without it the list has its heading, 'Images', and the
   * button says 'Create / upload photo'.
   */
  addLabel?: string;
}

/**
 * A file not uploaded yet: its progress while it goes; why it failed, with Retry where sending it again can succeed;
 * or 'Waiting to be sent' while there is no connection (issue 16); and Remove.
 */
const WaitingFileRow = ({ edit, localId }: { edit: InspectionEdit; localId: number }) => {
  const { t } = useTranslation();
  const id = edit.inspection.id;
  const name = edit.waitingFiles[localId]?.name ?? '';
  const upload = edit.uploads[localId];
  const remove = () => {
    removeWaitingFile(id, localId);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {upload?.error === null ? (
        <Progress
          value={upload.progress.total === 0 ? 0 : (100 * upload.progress.loaded) / upload.progress.total}
          aria-label={t('Uploading {{name}}', { name })}
        />
      ) : (
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {upload ? (
            <Text size="sm" c={BAD_NEWS_TEXT}>
              {inspectionUploadError(upload.error, t)}
            </Text>
          ) : (
            <WaitingBadge />
          )}
          <UploadActions
            name={name}
            onRetry={
              upload && canRetry(upload.error) ? () => void retryInspectionUpload(id, localId) : undefined
            }
            onRemove={remove}
          />
        </Group>
      )}
    </Stack>
  );
};

/**
 * The photos and videos of an inspection, an element or a defect: file rows, pending uploads with progress, and
 * the button that adds more.
 */
export const InspectionFiles = ({ edit, place, addLabel }: InspectionFilesProps) => {
  const { t } = useTranslation();
  const id = edit.inspection.id;
  const fileIds = filesAt(edit.inspection, place);
  const missing = useMemo(
    () => fileIds.filter((fileId) => !(fileId in edit.files) && !(fileId in edit.waitingFiles)),
    [fileIds, edit.files, edit.waitingFiles],
  );
  useFetchInspectionFiles(id, missing);
  return (
    <Stack gap="xs">
      {addLabel === undefined && (
        <>
          <Text size="sm" fw={500} component="h3" m={0}>
            {t('Images')}
          </Text>
          {fileIds.length === 0 && (
            <Text size="sm" c="gray.7">
              {t('No images')}
            </Text>
          )}
        </>
      )}
      <PlainList>
        {fileIds.map((fileId) => {
          const file = edit.files[fileId];
          return (
            <li key={fileId}>
              {fileId in edit.waitingFiles ? (
                <WaitingFileRow edit={edit} localId={fileId} />
              ) : file ? (
                <FileRow
                  file={file}
                  actions={
                    <FileActions
                      file={file}
                      onRename={(stem) => renameInspectionFile(id, fileId, stem)}
                      onRemove={() => removeInspectionFile(id, fileId)}
                    />
                  }
                />
              ) : (
                <Text size="sm" c="gray.7">
                  {t('Loading…')}
                </Text>
              )}
            </li>
          );
        })}
      </PlainList>
      <Group>
        <FileButton
          accept={ACCEPT}
          multiple
          onChange={(files) => {
            void uploadInspectionFiles(id, files, place);
          }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconCamera aria-hidden />}>
              {addLabel ?? t('Create / upload photo')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
};
