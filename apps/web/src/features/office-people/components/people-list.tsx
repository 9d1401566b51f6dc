import { Anchor, Group, Table } from '@mantine/core';
import type { OfficePersonRow } from '@vve/contract/calls/office-people';
import { generatePath, Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';
import { PersonAccessBadge } from './person-access-badge';
import { roleLabel } from './role-labels';

/** People as a table: name (a link to the person), email, roles and how they get in. */
export const PeopleList = ({ people }: { people: readonly OfficePersonRow[] }) => {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Email address')}</Table.Th>
            <Table.Th>{t('Roles')}</Table.Th>
            <Table.Th>{t('Access')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>
                <Anchor component={Link} to={generatePath(routes.officePerson, { id: String(person.id) })}>
                  {person.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{person.email ?? person.username}</Table.Td>
              <Table.Td>{person.roles.map((role) => roleLabel(role, t)).join(', ')}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  <PersonAccessBadge access={person.access} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
