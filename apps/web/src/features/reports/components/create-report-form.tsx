import { Alert, Button, Checkbox, Stack, Textarea } from '@mantine/core';
import { MAX_REPORT_ATTACHMENTS } from '@vve/contract/calls/reports';
import { REPORT_VISIBILITY_DEFAULT } from '@vve/contract/constants';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../../components/screen';
import { notify } from '../../../lib/notifications';
import { useCreateReport } from '../api/create-report';
import { useReportPhotos } from '../use-report-photos';
import { ComplexPicker, type ComplexOption } from './complex-picker';
import { PhotoPicker } from './photo-picker';

interface CreateReportFormProps {
  /** The user's complexes, sorted; the first is the default (spec §5). */
  complexes: readonly ComplexOption[];
  /** After the request was sent, the lists refetched and the form reset. */
  onSent: () => void;
}

/**
 * createReport (spec §2): photos (uploaded as they are picked), the complex, whether to share the request
 * with fellow residents, and the description; 'Send request' in the header.
 */
export const CreateReportForm = ({ complexes, onSent }: CreateReportFormProps) => {
  const { t } = useTranslation();
  const defaultComplex = complexes[0]?.id ?? null;
  const [vve, setVve] = useState<number | null>(defaultComplex);
  const [shared, setShared] = useState(REPORT_VISIBILITY_DEFAULT);
  const [description, setDescription] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const photos = useReportPhotos();
  const create = useCreateReport();

  const reset = () => {
    setVve(defaultComplex);
    setShared(REPORT_VISIBILITY_DEFAULT);
    setDescription('');
    setAlert(null);
    photos.reset();
  };

  /** Why the request cannot be sent yet, if it cannot. */
  const blocker = (): string | null => {
    if (description.trim() === '') return t('No description');
    if (photos.uploading) return t('Please wait until all photos are uploaded.');
    if (photos.failed) return t('Some photos could not be uploaded. Try them again or remove them.');
    if (photos.photos.length > MAX_REPORT_ATTACHMENTS) {
      return t('A request can have at most {{count}} photos.', { count: MAX_REPORT_ATTACHMENTS });
    }
    return null;
  };

  const send = () => {
    if (create.isPending) return;
    const reason = blocker();
    setAlert(reason);
    if (reason !== null) {
      if (description.trim() === '') descriptionRef.current?.focus();
      return;
    }
    create.mutate(
      { omschrijving: description, publiclyVisible: shared, attachmentIds: photos.attachmentIds, vve },
      {
        onSuccess: () => {
          notify(t('Your request has been sent'));
          reset();
          onSent();
        },
        onError: () => {
          setAlert(t('Your request could not be sent. Please try again.'));
        },
      },
    );
  };

  return (
    <Screen
      title={t('Create a request')}
      actions={
        <Button
          size="xs"
          onClick={send}
          loading={create.isPending}
          leftSection={<IconSend aria-hidden size={16} />}
        >
          {t('Send request')}
        </Button>
      }
    >
      <form
        noValidate
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack>
          {alert !== null && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {alert}
            </Alert>
          )}
          <PhotoPicker
            photos={photos.photos}
            onAdd={photos.add}
            onRetry={photos.retry}
            onRemove={photos.remove}
          />
          <ComplexPicker complexes={complexes} value={vve} onChange={setVve} />
          <Checkbox
            label={t('Share information with fellow residents.')}
            checked={shared}
            onChange={(event) => {
              setShared(event.currentTarget.checked);
            }}
          />
          <Textarea
            ref={descriptionRef}
            label={t('Description')}
            autosize
            minRows={4}
            maxRows={14}
            value={description}
            error={alert === t('No description') ? true : undefined}
            onChange={(event) => {
              setDescription(event.currentTarget.value);
            }}
          />
        </Stack>
      </form>
    </Screen>
  );
};
