import { Button, Group, NativeSelect } from '@mantine/core';
import { Role } from '@vve/contract/enums';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { ExportLinks } from '../../components/export-links';
import { PagedList } from '../../components/paged-list';
import { SearchField } from '../../components/search-field';
import { useCreatePerson } from '../../features/office-people/api/create-person';
import { usePeople } from '../../features/office-people/api/get-people';
import { InviteEveryoneButton } from '../../features/office-people/components/invite-everyone-button';
import { PeopleList } from '../../features/office-people/components/people-list';
import { NEW_PERSON, PersonFormDialog } from '../../features/office-people/components/person-form-dialog';
import { roleLabel } from '../../features/office-people/components/role-labels';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { routes } from '../../lib/routes';
import { useListFilter } from '../../lib/use-list-filter';
import { usePageParam } from '../../lib/use-page-param';
import { OfficePage } from './office-page';

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
            void navigate(generatePath(routes.officePerson, { id: String(id) }));
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
  const [params, filter] = useListFilter();
  const text = params.get('text') ?? '';
  const role = Role.safeParse(params.get('role')).data;
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
  const filters = {
    ...(text.trim() !== '' && { text }),
    ...(role && { role }),
  };
  const people = usePeople({ ...(page > FIRST_PAGE && { page: String(page) }), ...filters });
  return (
    <OfficePage
      title={t('People')}
      actions={
        <Group gap="xs">
          <ExportLinks call={officeExportsCalls.exportPeople} filters={filters} />
          <InviteEveryoneButton />
          <Button
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('New person')}
          </Button>
        </Group>
      }
    >
      <Group role="search" aria-label={t('Find people')} align="flex-end" gap="sm">
        <SearchField
          value={text}
          placeholder={t('Name or email address')}
          onChange={(next) => {
            filter('text', next);
          }}
        />
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
      </Group>
      <PagedList
        query={people}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 32 }}
        empty={text.trim() !== '' || role ? t('Nobody matches the search.') : t('There is nobody yet.')}
      >
        {(list) => <PeopleList people={list} />}
      </PagedList>
      {adding && (
        <NewPersonDialog
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
    </OfficePage>
  );
};
