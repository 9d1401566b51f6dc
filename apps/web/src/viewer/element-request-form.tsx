import { Alert, Button, Checkbox, Group, Stack, Text, Textarea } from '@mantine/core';
import type { ViewpointCamera } from '@vve/contract/calls/bim';
import { MAX_REPORT_ATTACHMENTS } from '@vve/contract/calls/reports';
import { REPORT_VISIBILITY_DEFAULT } from '@vve/contract/constants';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../components/section';
import { useCreateReport } from '../features/reports/api/create-report';
import { PhotoPicker } from '../features/reports/components/photo-picker';
import { useReportPhotos } from '../features/reports/use-report-photos';

interface ElementRequestFormProps {
  projectId: number;
  complexId: number;
  complexName: string;
  /** The picked element's GlobalId, stored in the viewpoint's selection. */
  guid: string | null;
  /** The camera at the moment of sending, as a BCF camera. */
  camera: () => ViewpointCamera;
  onCancel: () => void;
  onSent: () => void;
}

/**
 * 'Create a request' for the picked element (spec §2's createReport, in the viewer): description, photos,
 * sharing, the project's complex; the request is saved with a viewpoint of the current camera and element.
 */
export const ElementRequestForm = ({
  projectId,
  complexId,
  complexName,
  guid,
  camera,
  onCancel,
  onSent,
}: ElementRequestFormProps) => {
  const { t } = useTranslation();
  const [shared, setShared] = useState(REPORT_VISIBILITY_DEFAULT);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const photos = useReportPhotos();
  const create = useCreateReport();

  const blocker = (): string | null => {
    if (description.trim() === '') return t('No description');
    if (photos.uploading) return t('Please wait until all photos are uploaded.');
    if (photos.failed) return t('Some photos could not be uploaded. Try them again or remove them.');
    if (photos.photos.length > MAX_REPORT_ATTACHMENTS) {
      return t('A request can have at most {{count}} photos.', { count: MAX_REPORT_ATTACHMENTS });
    }
    return null;
  };

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const reason = blocker();
    setAlert(reason);
    if (reason !== null) {
      if (description.trim() === '') descriptionRef.current?.focus();
      return;
    }
    create.mutate(
      {
        omschrijving: description,
        publiclyVisible: shared,
        attachmentIds: photos.attachmentIds,
        vve: complexId,
        linkedItem: {
          projectId,
          viewpoint: { camera: camera(), selectedGuids: guid === null ? [] : [guid] },
        },
      },
      {
        onSuccess: onSent,
        onError: () => {
          setAlert(t('Your request could not be sent. Please try again.'));
        },
      },
    );
  };

  return (
    <Section title={t('Create a request')}>
      <form noValidate onSubmit={send}>
        <Stack gap="sm">
          {alert !== null && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {alert}
            </Alert>
          )}
          <Text size="sm">
            {t('Complex')}: <strong>{complexName}</strong>
          </Text>
          <Textarea
            ref={descriptionRef}
            label={t('Description')}
            autosize
            minRows={3}
            maxRows={10}
            value={description}
            error={alert === t('No description') ? true : undefined}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
            }}
          />
          <PhotoPicker
            photos={photos.photos}
            onAdd={photos.add}
            onRetry={photos.retry}
            onRemove={photos.remove}
          />
          <Checkbox
            label={t('Share information with fellow residents.')}
            checked={shared}
            onChange={(event) => {
              setShared(event.currentTarget.checked);
            }}
          />
          <Group gap="xs">
            <Button type="submit" loading={create.isPending} leftSection={<IconSend aria-hidden size={16} />}>
              {t('Send request')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('Cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
};
