import { Button, Group } from '@mantine/core';
import type { OfficePerson } from '@vve/contract/calls/office-people';
import { IconMail, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FailureAlert } from '../../../components/failure-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useDeactivatePerson } from '../api/deactivate-person';
import { useInvitePerson } from '../api/invite-person';
import { useReactivatePerson } from '../api/reactivate-person';
import { useUpdatePerson } from '../api/update-person';
import { PersonFormDialog } from './person-form-dialog';

/** A person's buttons: edit, invite (again), and deactivate or reactivate (each asked first). */
export const PersonActions = ({ person }: { person: OfficePerson }) => {
  const { t } = useTranslation();
  const update = useUpdatePerson(person.id);
  const invite = useInvitePerson(person.id);
  const deactivate = useDeactivatePerson(person.id);
  const reactivate = useReactivatePerson(person.id);
  const [open, setOpen] = useState<'edit' | 'deactivate' | null>(null);
  const failed = [invite, deactivate, reactivate].find((change) => change.error);
  const close = () => {
    setOpen(null);
  };
  return (
    <>
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconPencil aria-hidden size={18} />}
          onClick={() => {
            setOpen('edit');
          }}
        >
          {t('Edit')}
        </Button>
        {(person.access === 'not-invited' || person.access === 'invited') && (
          <Button
            leftSection={<IconMail aria-hidden size={18} />}
            loading={invite.isPending}
            onClick={() => {
              invite.mutate(undefined, {
                onSuccess: () => {
                  notify(t('The invitation has been sent to {{email}}.', { email: person.email ?? '' }));
                },
              });
            }}
          >
            {person.access === 'invited' ? t('Send the invitation again') : t('Invite')}
          </Button>
        )}
        {person.access === 'deactivated' ? (
          <Button
            variant="default"
            leftSection={<IconUserCheck aria-hidden size={18} />}
            loading={reactivate.isPending}
            onClick={() => {
              reactivate.mutate(undefined);
            }}
          >
            {t('Reactivate')}
          </Button>
        ) : (
          <Button
            variant="default"
            color="red"
            leftSection={<IconUserOff aria-hidden size={18} />}
            onClick={() => {
              setOpen('deactivate');
            }}
          >
            {t('Deactivate')}
          </Button>
        )}
      </Group>
      {failed?.error && <FailureAlert error={failed.error} failed={t('The change was not made.')} />}
      {open === 'edit' && (
        <PersonFormDialog
          title={t('Edit person')}
          submitLabel={t('Save')}
          initial={{
            name: person.name,
            email: person.email ?? '',
            language: person.language,
            phone: person.phone,
            administrator: person.roles.includes('administrator'),
          }}
          pending={update.isPending}
          error={update.error}
          failed={t('The person was not saved.')}
          onSubmit={(fields) => {
            update.mutate(fields, { onSuccess: close });
          }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        opened={open === 'deactivate'}
        message={t('Deactivate {{name}}? They are logged out at once and cannot log in until reactivated.', {
          name: person.name,
        })}
        confirmLabel={t('Deactivate')}
        onCancel={close}
        onConfirm={() => {
          close();
          deactivate.mutate(undefined);
        }}
      />
    </>
  );
};
