import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { ContactDetailsPayload, type ContactDetails } from '@vve/contract/calls/details';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryView } from '../../../components/query-view';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useContactDetails, useSaveContactDetails } from '../api/contact-details';

const ContactDetailsEditor = ({ saved }: { saved: ContactDetails }) => {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(saved.phone ?? '');
  const [shared, setShared] = useState(saved.phoneForSuppliers);
  const [checked, setChecked] = useState(false);
  const save = useSaveContactDetails();
  const details = { phone, phoneForSuppliers: shared };
  const problem = checked ? ContactDetailsPayload.safeParse(details).error?.issues[0] : undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (!ContactDetailsPayload.safeParse(details).success) return;
        save.mutate(details, {
          onSuccess: () => {
            notify(t('Your contact details have been saved.'));
          },
        });
      }}
    >
      <Stack>
        <Text>{t('How suppliers can reach you about the work on your requests.')}</Text>
        <TextInput
          label={t('Phone')}
          type="tel"
          autoComplete="tel"
          value={phone}
          error={
            problem === undefined
              ? undefined
              : shared && phone.trim() === ''
                ? t('Enter a phone number to share it with suppliers.')
                : t('Enter a phone number in digits, such as 020 123 4567 or +31 6 1234 5678.')
          }
          onChange={(event) => {
            setPhone(event.currentTarget.value);
          }}
        />
        <Checkbox
          label={t('Suppliers working on my requests may see this number')}
          description={t(
            'They see it on the work orders of your requests, with your name and address, to make an appointment or to ring when nobody opens. Untick it to take it back.',
          )}
          checked={shared}
          onChange={(event) => {
            setShared(event.currentTarget.checked);
          }}
        />
        {save.isError && (
          <FailureAlert error={save.error} failed={t('Your contact details were not saved.')} />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The user's own phone and their consent to show it to the suppliers of their requests. */
export const ContactDetailsForm = () => {
  const details = useContactDetails();
  return (
    <QueryView query={details} skeleton={{ lines: 3, height: 36 }}>
      {(saved) => <ContactDetailsEditor saved={saved} />}
    </QueryView>
  );
};
