import { NativeSelect } from '@mantine/core';
import { Role } from '@vve/contract/enums';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { generatePath, useNavigate } from 'react-router';
import { OfficeListScreen, useOfficeListFilters } from '../../components/office-list-screen';
import { useCreatePerson } from '../../features/office-people/api/create-person';
import { usePeople } from '../../features/office-people/api/get-people';
import { InviteEveryoneButton } from '../../features/office-people/components/invite-everyone-button';
import { PeopleList } from '../../features/office-people/components/people-list';
import { NEW_PERSON, PersonFormDialog } from '../../features/office-people/components/person-form-dialog';
import { roleLabel } from '../../features/office-people/components/role-labels';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { officeRoutes } from '../../lib/office-routes';

/** 'New person': their details; once added, the person opens, to invite them and add their units. */
const NewPersonDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreatePerson();
  return (
    <PersonFormDialog
      title={t('New person')}
      submitLabel={t('Add person')}
      initial={NEW_PERSON}
      pending={create.isPending}
      error={create.error}
      failed={t('The person could not be added.')}
      onSubmit={(person) => {
        create.mutate(person, {
          onSuccess: ({ id }) => {
            notify(t('The person has been added.'));
            void navigate(generatePath(officeRoutes.person, { id: String(id) }));
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/**
 * Everyone the product knows, by name, 50 a page, found by part of their name or email address and by role.
 * The text, the role and the page are in the URL and applied by the server.
 */
export const PeopleScreen = () => {
  const { t } = useTranslation();
  const { params, filter, searching, textFilter, pageFilter } = useOfficeListFilters();
  const role = Role.safeParse(params.get('role')).data;
  const filters = { ...textFilter, ...(role && { role }) };
  const people = usePeople({ ...pageFilter, ...filters });
  return (
    <OfficeListScreen
      title={t('People')}
      exportCall={officeExportsCalls.exportPeople}
      filters={filters}
      actions={<InviteEveryoneButton />}
      newLabel={t('New person')}
      newDialog={(onClose) => <NewPersonDialog onClose={onClose} />}
      searchLabel={t('Find people')}
      searchPlaceholder={t('Name or email address')}
      otherFilters={
        <NativeSelect
          label={t('Role')}
          data={[
            { value: '', label: t('Every role') },
            ...Role.options.map((option) => ({ value: option, label: roleLabel(option, t) })),
          ]}
          value={role ?? ''}
          onChange={(event) => {
            filter('role', event.currentTarget.value);
          }}
        />
      }
      query={people}
      empty={searching || role ? t('Nobody matches the search.') : t('There is nobody yet.')}
    >
      {(list) => <PeopleList people={list} />}
    </OfficeListScreen>
  );
};
