import { Anchor, Group } from '@mantine/core';
import type { OfficePersonRow } from '@vve/contract/calls/office-people';
import { generatePath, Link } from 'react-router';
import { RecordTable } from '../../../components/record-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';
import { PersonAccessBadge } from './person-access-badge';
import { roleLabel } from './role-labels';

/** People as a table: name (a link to the person), email, roles and how they get in. */
export const PeopleList = ({ people }: { people: readonly OfficePersonRow[] }) => {
  const { t } = useTranslation();
  return (
    <RecordTable
      items={people}
      rowKey={(person) => person.id}
      minWidth={640}
      look="list"
      columns={[
        {
          header: t('Name'),
          cell: (person) => (
            <Anchor component={Link} to={generatePath(officeRoutes.person, { id: String(person.id) })}>
              {person.name}
            </Anchor>
          ),
        },
        { header: t('Email address'), cell: (person) => person.email ?? person.username },
        { header: t('Roles'), cell: (person) => person.roles.map((role) => roleLabel(role, t)).join(', ') },
        {
          header: t('Access'),
          cell: (person) => (
            <Group gap={4}>
              <PersonAccessBadge access={person.access} />
            </Group>
          ),
        },
      ]}
    />
  );
};
