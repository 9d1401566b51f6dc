import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import { PhoneNumber } from '@vve/contract/calls/details';
import { Email, PersonFields } from '@vve/contract/calls/office-people';
import { LANGUAGES } from '@vve/contract/constants';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { LANGUAGE_NAMES } from './language-names';

export const NEW_PERSON: PersonFields = {
  name: '',
  email: '',
  language: 'nl',
  phone: null,
  administrator: false,
};

interface PersonFormDialogProps {
  title: string;
  submitLabel: string;
  initial: PersonFields;
  pending: boolean;
  error: Error | null;
  failed: string;
  onSubmit: (person: PersonFields) => void;
  onClose: () => void;
}

/**
 * A person's name, email address (what they log in with), the language of their emails, their phone (optional;
 * suppliers see it only with the person's own consent), and the administrator role.
 */
export const PersonFormDialog = ({
  title,
  submitLabel,
  initial,
  pending,
  error,
  failed,
  onSubmit,
  onClose,
}: PersonFormDialogProps) => {
  const { t } = useTranslation();
  const [person, setPerson] = useState(initial);
  const [checked, setChecked] = useState(false);
  const nameMissing = checked && person.name.trim() === '';
  const emailInvalid = checked && !Email.safeParse(person.email).success;
  const phoneInvalid = checked && !PhoneNumber.safeParse(person.phone ?? '').success;
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (PersonFields.safeParse(person).success) onSubmit(person);
      }}
    >
      <TextInput
        label={t('Name')}
        required
        data-autofocus
        maxLength={MAX_NAME_LENGTH}
        value={person.name}
        error={nameMissing ? t('A person needs a name.') : undefined}
        onChange={(event) => {
          const name = event.currentTarget.value;
          setPerson((current) => ({ ...current, name }));
        }}
      />
      <TextInput
        label={t('Email address')}
        description={t('They log in with it, and receive their invitation there.')}
        type="email"
        required
        value={person.email}
        error={emailInvalid ? t('Enter a valid email address.') : undefined}
        onChange={(event) => {
          const email = event.currentTarget.value;
          setPerson((current) => ({ ...current, email }));
        }}
      />
      <TextInput
        label={t('Phone')}
        description={t('Optional. Suppliers see it only when the person shares it in the app.')}
        type="tel"
        autoComplete="off"
        value={person.phone ?? ''}
        error={
          phoneInvalid
            ? t('Enter a phone number in digits, such as 020 123 4567 or +31 6 1234 5678.')
            : undefined
        }
        onChange={(event) => {
          const phone = event.currentTarget.value;
          setPerson((current) => ({ ...current, phone }));
        }}
      />
      <NativeSelect
        label={t('Language of their emails')}
        data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        value={person.language}
        onChange={(event) => {
          const language = event.currentTarget.value as PersonFields['language'];
          setPerson((current) => ({ ...current, language }));
        }}
      />
      <Checkbox
        label={t('Administrator')}
        description={t('Administrators use the back office and see the whole portfolio.')}
        checked={person.administrator}
        onChange={(event) => {
          const administrator = event.currentTarget.checked;
          setPerson((current) => ({ ...current, administrator }));
        }}
      />
      {error && <FailureAlert error={error} failed={failed} />}
    </FormDialog>
  );
};
