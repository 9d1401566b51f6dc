import { Button, Radio, Stack, Text } from '@mantine/core';
import { MessageVisibility } from '@vve/contract/calls/request-messages';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Section } from '../../../components/section';
import { useAddOfficeMessage } from '../api/add-office-message';
import { MessageFields } from './message-fields';
import { useMessageDraft } from '../use-message-draft';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';

/**
 * 'Add a message' on a request: to the resident ('Visible to the resident') or for administrators only
 * ('Internal note', the default, so that nothing reaches the resident by mistake), a text and photos (uploaded as
 * they are picked, as a request's are). A request an inspection raised has no resident: its messages are internal
 * notes, and the form says so instead of offering a choice.
 */
export const OfficeMessageForm = ({
  requestId,
  withResident,
}: {
  requestId: number;
  withResident: boolean;
}) => {
  const { t } = useTranslation();
  const [visibility, setVisibility] = useState<MessageVisibility>('INTERNAL');
  const draft = useMessageDraft();
  const add = useAddOfficeMessage(requestId);

  return (
    <Section title={t('New message')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (add.isPending) return;
          const content = draft.content();
          if (content === null) return;
          add.mutate(
            { ...content, visibility },
            {
              onSuccess: () => {
                notify(t('The message has been added.'));
                draft.reset();
              },
              onError: () => {
                draft.setAlert(t('The message could not be added. Please try again.'));
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          {withResident ? (
            <Radio.Group
              label={t('Who reads it')}
              value={visibility}
              onChange={(value) => {
                setVisibility(MessageVisibility.parse(value));
              }}
            >
              <Stack gap="xs" mt="xs">
                <Radio
                  value="INTERNAL"
                  label={t('Internal note')}
                  description={t('Only administrators read it.')}
                />
                <Radio
                  value="RESIDENT"
                  label={t('Visible to the resident')}
                  description={t('The resident reads it with the request.')}
                />
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm" c="gray.7">
              {t(
                'An inspection raised this request and no resident reads its messages: this is an internal note.',
              )}
            </Text>
          )}
          <MessageFields fields={draft.fields} textRef={draft.textRef} />
          <Button
            type="submit"
            loading={add.isPending}
            leftSection={<IconSend aria-hidden size={16} />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('Add a message')}
          </Button>
        </Stack>
      </form>
    </Section>
  );
};
