import { Button, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useSendRequestMessage } from '../api/request-history';
import { useMessageDraft } from '../use-message-draft';
import { MessageFields } from './message-fields';

/** 'Send message' on the resident's own request: a text and photos; the history shows it once sent. */
export const SendMessageForm = ({ requestId }: { requestId: number }) => {
  const { t } = useTranslation();
  const draft = useMessageDraft();
  const send = useSendRequestMessage(requestId);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (send.isPending) return;
        const content = draft.content();
        if (content === null) return;
        send.mutate(content, {
          onSuccess: () => {
            notify(t('Your message has been sent.'));
            draft.reset();
          },
          onError: () => {
            draft.setAlert(t('Your message could not be sent. Please try again.'));
          },
        });
      }}
    >
      <Stack gap="sm">
        <MessageFields fields={draft.fields} textRef={draft.textRef} />
        <Button
          type="submit"
          loading={send.isPending}
          leftSection={<IconSend aria-hidden size={16} />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('Send message')}
        </Button>
      </Stack>
    </form>
  );
};
