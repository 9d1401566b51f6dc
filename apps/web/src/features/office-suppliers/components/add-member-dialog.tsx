import { Group, NativeSelect, Radio, TextInput } from '@mantine/core';
import { ExistingMemberPayload, NewMemberPayload } from '@vve/contract/calls/office-suppliers';
import type { Language } from '@vve/contract/constants';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAddSupplierMember } from '../api/add-supplier-member';
import { useCreateSupplierMember } from '../api/create-supplier-member';
import { SUPPLIER_REFUSALS } from './supplier-refusals';

type Who = 'existing' | 'new';

export interface AddMemberDialogProps {
  supplierId: number;
  /** The languages of a new person's emails, each with its name. */
  languages: readonly { value: Language; label: string }[];
  onClose: () => void;
}

/**
 * 'Add member': a person who is known already, found by their email address, or a new person (name, email address,
 * language of their emails) who is created and becomes a member in one go, to be invited later.
 */
export const AddMemberDialog = ({ supplierId, languages, onClose }: AddMemberDialogProps) => {
  const { t } = useTranslation();
  const addExisting = useAddSupplierMember(supplierId);
  const addNew = useCreateSupplierMember(supplierId);
  const [who, setWho] = useState<Who>('existing');
  const [person, setPerson] = useState<NewMemberPayload>({ name: '', email: '', language: 'nl' });
  const [checked, setChecked] = useState(false);
  const change = who === 'existing' ? addExisting : addNew;
  const emailInvalid = checked && !ExistingMemberPayload.safeParse({ email: person.email }).success;
  const nameMissing = checked && who === 'new' && person.name.trim() === '';
  const done = (member: { name: string }) => {
    notify(t('{{name}} is now a member.', { name: member.name }));
    onClose();
  };
  return (
    <FormDialog
      title={t('Add member')}
      submitLabel={t('Add member')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (who === 'existing') {
          const parsed = ExistingMemberPayload.safeParse({ email: person.email });
          if (parsed.success) addExisting.mutate(parsed.data, { onSuccess: done });
        } else if (NewMemberPayload.safeParse(person).success) {
          addNew.mutate(person, { onSuccess: done });
        }
      }}
    >
      <Radio.Group
        label={t('Who becomes a member?')}
        value={who}
        onChange={(value) => {
          setWho(value === 'new' ? 'new' : 'existing');
          addExisting.reset();
          addNew.reset();
        }}
      >
        <Group gap="md" mt={4}>
          <Radio value="existing" label={t('A person who is known already')} />
          <Radio value="new" label={t('A new person')} />
        </Group>
      </Radio.Group>
      {who === 'new' && (
        <TextInput
          label={t('Name')}
          required
          maxLength={MAX_NAME_LENGTH}
          value={person.name}
          error={nameMissing ? t('A person needs a name.') : undefined}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setPerson((current) => ({ ...current, name }));
          }}
        />
      )}
      <TextInput
        label={t('Email address')}
        description={
          who === 'existing'
            ? t('The email address the person is known by.')
            : t('They log in with it, and receive their invitation there.')
        }
        type="email"
        required
        data-autofocus
        value={person.email}
        error={emailInvalid ? t('Enter a valid email address.') : undefined}
        onChange={(event) => {
          const email = event.currentTarget.value;
          setPerson((current) => ({ ...current, email }));
        }}
      />
      {who === 'new' && (
        <NativeSelect
          label={t('Language of their emails')}
          data={languages.map((language) => ({ ...language }))}
          value={person.language}
          onChange={(event) => {
            const language = languages.find((option) => option.value === event.currentTarget.value);
            if (language) setPerson((current) => ({ ...current, language: language.value }));
          }}
        />
      )}
      {change.error && (
        <RefusalAlert
          error={change.error}
          failed={t('The member could not be added.')}
          explained={SUPPLIER_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
