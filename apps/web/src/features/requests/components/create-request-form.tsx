import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { Screen } from '../../../components/screen';
import { notify } from '../../../lib/notifications';
import { useRequestDraft } from '../use-request-draft';
import { ComplexPicker, type ComplexOption } from './complex-picker';
import { RequestFields } from './request-fields';

interface CreateRequestFormProps {
  /** The user's complexes, sorted; the first is the default (spec §5). */
  complexes: readonly ComplexOption[];
  /** After the request was sent, the lists refetched and the form reset. */
  onSent: () => void;
}

/**
 * createReport (spec §2): photos (uploaded as they are picked), the complex, whether to share the request
 * with fellow residents, and the description; 'Send request' in the header.
 */
export const CreateRequestForm = ({ complexes, onSent }: CreateRequestFormProps) => {
  const { t } = useTranslation();
  const defaultComplex = complexes[0]?.id ?? null;
  const [vve, setVve] = useState<number | null>(defaultComplex);
  const draft = useRequestDraft();

  const send = () => {
    draft.send({ vve }, (outcome) => {
      notify(
        outcome === 'sent'
          ? t('Your request has been sent')
          : t('Your request is kept on this device and is sent when you are online.'),
      );
      setVve(defaultComplex);
      draft.reset();
      onSent();
    });
  };

  return (
    <Screen
      title={t('Create a request')}
      actions={
        <Button
          size="xs"
          onClick={send}
          loading={draft.sending}
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
        <RequestFields
          fields={draft.fields}
          descriptionRef={draft.descriptionRef}
          complex={<ComplexPicker complexes={complexes} value={vve} onChange={setVve} />}
        />
      </form>
    </Screen>
  );
};
