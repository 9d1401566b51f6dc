import { Button, Group, Stack, Text } from '@mantine/core';
import type { ViewpointCreate } from '@vve/contract/calls/bim';
import { IconSend } from '@tabler/icons-react';
import type { SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Section } from '../../../components/section';
import { RequestFields } from './request-fields';
import { useRequestDraft } from '../use-request-draft';

interface ElementRequestFormProps {
  projectId: number;
  complexId: number;
  complexName: string;
  /** The view at the moment of sending: the camera, the picked element and the viewer's picture. */
  viewpoint: () => ViewpointCreate;
  onCancel: () => void;
  onSent: () => void;
}

/**
 * 'Create a request' for the picked element (spec §2's createReport, in the viewer): description, photos,
 * sharing, the project's complex; the request is saved with a viewpoint of the current view and element.
 */
export const ElementRequestForm = ({
  projectId,
  complexId,
  complexName,
  viewpoint,
  onCancel,
  onSent,
}: ElementRequestFormProps) => {
  const { t } = useTranslation();
  const draft = useRequestDraft();

  const send = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    draft.send(
      {
        vve: complexId,
        linkedItem: { projectId, viewpoint: viewpoint() },
      },
      onSent,
    );
  };

  return (
    <Section title={t('Create a request')}>
      <form noValidate onSubmit={send}>
        <Stack gap="sm">
          <RequestFields
            fields={draft.fields}
            descriptionRef={draft.descriptionRef}
            minRows={3}
            complex={
              <Text size="sm">
                {t('Complex')}: <strong>{complexName}</strong>
              </Text>
            }
          />
          <Group gap="xs">
            <Button type="submit" loading={draft.sending} leftSection={<IconSend aria-hidden size={16} />}>
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
