import { Alert, Checkbox, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { RequestDraftFields } from '../use-request-draft';
import { PhotoPicker } from '../../../components/photo-picker';

interface RequestFieldsProps {
  fields: RequestDraftFields;
  descriptionRef: RefObject<HTMLTextAreaElement | null>;
  /** The complex: a picker in the app, a fixed name in the 3D viewer. */
  complex: ReactNode;
  /** Rows of the description box when empty. */
  minRows?: number;
}

/** The fields of a request (spec §2 createReport): the alert, photos, complex, sharing and description. */
export const RequestFields = ({ fields, descriptionRef, complex, minRows = 4 }: RequestFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {fields.alert !== null && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {fields.alert}
        </Alert>
      )}
      <PhotoPicker
        photos={fields.photos.photos}
        onAdd={fields.photos.add}
        onRetry={fields.photos.retry}
        onRemove={fields.photos.remove}
      />
      {complex}
      <Checkbox
        label={t('Share information with fellow residents.')}
        description={
          fields.shared
            ? t('The residents of this complex see this request, its photos and your name.')
            : t('Only you and the administrators see this request.')
        }
        checked={fields.shared}
        onChange={(event) => {
          fields.setShared(event.currentTarget.checked);
        }}
      />
      <Textarea
        ref={descriptionRef}
        label={t('Description')}
        autosize
        minRows={minRows}
        maxRows={14}
        value={fields.description}
        error={fields.alert === t('No description') ? true : undefined}
        onChange={(event) => {
          fields.setDescription(event.currentTarget.value);
        }}
      />
    </Stack>
  );
};
