import { Anchor, Table } from '@mantine/core';
import type { OfficeComplexRow } from '@vve/contract/calls/office-complexes';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';

/**
 * Complexes as a table: the name (a link to the complex), address, place, number of units and whether the
 * association keeps its books with us; for archived complexes, since when. Scrolls sideways where it is narrow.
 */
export const ComplexList = ({ complexes }: { complexes: readonly OfficeComplexRow[] }) => {
  const { t } = useTranslation();
  const archived = complexes.some((complex) => complex.archivedAt !== null);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th>{t('Address')}</Table.Th>
            <Table.Th>{t('Place')}</Table.Th>
            <Table.Th ta="right">{t('Units')}</Table.Th>
            <Table.Th>{t('Financial management')}</Table.Th>
            {archived && <Table.Th>{t('Archived on')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {complexes.map((complex) => (
            <Table.Tr key={complex.id}>
              <Table.Td>
                <Anchor component={Link} to={generatePath(routes.officeComplex, { id: String(complex.id) })}>
                  {complex.naam}
                </Anchor>
              </Table.Td>
              <Table.Td>{complex.adres}</Table.Td>
              <Table.Td>{complex.plaats}</Table.Td>
              <Table.Td ta="right">{complex.unitCount}</Table.Td>
              <Table.Td>{complex.financieelBeheer ? t('Yes') : t('No')}</Table.Td>
              {archived && (
                <Table.Td>{complex.archivedAt !== null && <DateText value={complex.archivedAt} />}</Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
