import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { MAX_IFC_BYTES } from '@vve/contract/calls/bim';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useUploadedModel } from '../api/get-bim-models';
import { bimProjectQueryOptions } from '../api/get-bim-project';
import { useUploadBimModel } from '../api/upload-bim-model';
import { ApiError } from '../../../lib/api-error';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface ModelUploadProps {
  projectId: number;
  /** The file name of the model shown now, which an upload replaces. */
  current?: string | undefined;
  /** Told when an upload was accepted, and when its model is ready or failed (the page shows it anew). */
  onChange?: () => void;
}

/**
 * 'Upload IFC model' (administrators): one .ifc file, sent once the administrator confirms (it replaces the
 * model shown), with its upload progress; the uploaded model is then followed until it is ready (the project
 * then shows it) or failed.
 */
export const ModelUpload = ({ projectId, current, onChange }: ModelUploadProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadBimModel(projectId);
  const uploaded = useUploadedModel(projectId, upload.data?.id ?? null);
  const status = uploaded?.status ?? upload.data?.status;

  // The latest onChange, told of each new status of the upload only (not of each new onChange).
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  useEffect(() => {
    if (status === 'READY') {
      void queryClient.invalidateQueries({ queryKey: bimProjectQueryOptions(projectId).queryKey });
    }
    if (status !== undefined) changed.current?.();
  }, [status, projectId, queryClient]);
  const [percent, setPercent] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  /** The file picked last; sent once the administrator confirms. */
  const [picked, setPicked] = useState<File | null>(null);
  const [asking, setAsking] = useState(false);
  const resetRef = useRef<() => void>(null);

  const pick = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setTooLarge(file.size > MAX_IFC_BYTES);
    if (file.size > MAX_IFC_BYTES) return;
    setPicked(file);
    setAsking(true);
  };

  const send = (file: File) => {
    setAsking(false);
    setPercent(0);
    upload.mutate({
      file,
      onProgress: ({ loaded, total }) => {
        setPercent(total > 0 ? Math.round((loaded / total) * 100) : 0);
      },
    });
  };

  const error = () => {
    if (tooLarge || (upload.error instanceof ApiError && upload.error.status === 413)) {
      return t('This file is larger than {{size}} MB.', { size: MAX_IFC_BYTES / 1024 / 1024 });
    }
    if (upload.error instanceof ApiError && [400, 415].includes(upload.error.status)) {
      return t('Only IFC files can be uploaded.');
    }
    return t('The model could not be uploaded.');
  };

  return (
    <Stack gap="xs">
      <FileButton accept=".ifc,application/x-step" resetRef={resetRef} onChange={pick}>
        {(props) => (
          <Button
            {...props}
            leftSection={<IconUpload aria-hidden size={18} />}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Upload IFC model')}
          </Button>
        )}
      </FileButton>
      {upload.isPending && (
        <Group gap={6} wrap="nowrap">
          <Progress
            value={percent}
            flex={1}
            aria-label={t('Uploading the model')}
            animated={percent === 100}
          />
          <Text size="xs" c="gray.7" w={36} ta="right">
            {percent}%
          </Text>
        </Group>
      )}
      {(status === 'QUEUED' || status === 'CONVERTING') && (
        <Text size="sm" role="status">
          {t('The model is being prepared…')}
        </Text>
      )}
      {status === 'FAILED' && (
        <Text size="sm" c="red.9" role="alert">
          {t('The model could not be prepared: {{error}}', { error: uploaded?.error ?? t('unknown error') })}
        </Text>
      )}
      <ConfirmDialog
        opened={asking}
        message={
          current === undefined
            ? t('Use {{name}} as the 3D model of this project?', { name: picked?.name })
            : t('Replace the 3D model {{current}} with {{name}}?', { current, name: picked?.name })
        }
        confirmLabel={current === undefined ? t('Upload IFC model') : t('Replace the model')}
        onConfirm={() => {
          if (picked) send(picked);
        }}
        onCancel={() => {
          setAsking(false);
        }}
      />
      {(tooLarge || upload.isError) && (
        <Text size="sm" c="red.9" role="alert">
          {error()}
        </Text>
      )}
    </Stack>
  );
};
