import { Anchor, Table } from '@mantine/core';
import type { OfficeSupplierRow } from '@vve/contract/calls/office-suppliers';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../../components/date-text';
import { useTranslation } from '../../../lib/i18n/i18n';
import { routes } from '../../../lib/routes';

/**
 * Supplier organisations as a table: the name (a link to the organisation), how many members and active
 * contracts it has; for archived ones, since when. Scrolls sideways where it is narrow.
 */
export const SupplierList = ({ suppliers }: { suppliers: readonly OfficeSupplierRow[] }) => {
  const { t } = useTranslation();
  const archived = suppliers.some((supplier) => supplier.archivedAt !== null);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Name')}</Table.Th>
            <Table.Th ta="right">{t('Members')}</Table.Th>
            <Table.Th ta="right">{t('Active contracts')}</Table.Th>
            {archived && <Table.Th>{t('Archived on')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suppliers.map((supplier) => (
            <Table.Tr key={supplier.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={generatePath(routes.officeSupplier, { id: String(supplier.id) })}
                >
                  {supplier.naam}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right">{supplier.memberCount}</Table.Td>
              <Table.Td ta="right">{supplier.activeContractCount}</Table.Td>
              {archived && (
                <Table.Td>
                  {supplier.archivedAt !== null && <DateText value={supplier.archivedAt} />}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
