import { Alert, Stack, Textarea } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import type { MessageDraftFields } from '../use-message-draft';
import { PhotoPicker } from '../../../components/photo-picker';

interface MessageFieldsProps {
  fields: MessageDraftFields;
  textRef: RefObject<HTMLTextAreaElement | null>;
}

/** The fields of a message on a request: its text, its photos (uploaded as they are picked) and the alert. */
export const MessageFields = ({ fields, textRef }: MessageFieldsProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Textarea
        ref={textRef}
        label={t('Message')}
        required
        autosize
        minRows={3}
        maxRows={12}
        value={fields.text}
        error={fields.empty ? true : undefined}
        onChange={(event) => {
          fields.setText(event.currentTarget.value);
        }}
      />
      <PhotoPicker
        photos={fields.photos.photos}
        onAdd={fields.photos.add}
        onRetry={fields.photos.retry}
        onRemove={fields.photos.remove}
      />
      {fields.alert !== null && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {fields.alert}
        </Alert>
      )}
    </Stack>
  );
};
