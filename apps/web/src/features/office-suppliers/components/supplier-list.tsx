import { Anchor } from '@mantine/core';
import type { OfficeSupplierRow } from '@vve/contract/calls/office-suppliers';
import { generatePath, Link } from 'react-router';
import { archivedColumn } from '../../../components/archived-column';
import { RecordTable } from '../../../components/record-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

/**
 * Supplier organisations as a table: the name (a link to the organisation), how many members and active
 * contracts it has; for archived ones, since when. Scrolls sideways where it is narrow.
 */
export const SupplierList = ({ suppliers }: { suppliers: readonly OfficeSupplierRow[] }) => {
  const { t } = useTranslation();
  const archived = suppliers.some((supplier) => supplier.archivedAt !== null);
  return (
    <RecordTable
      items={suppliers}
      rowKey={(supplier) => supplier.id}
      minWidth={480}
      look="list"
      columns={[
        {
          header: t('Name'),
          cell: (supplier) => (
            <Anchor component={Link} to={generatePath(officeRoutes.supplier, { id: String(supplier.id) })}>
              {supplier.naam}
            </Anchor>
          ),
        },
        { header: t('Members'), numeric: true, cell: (supplier) => supplier.memberCount },
        { header: t('Active contracts'), numeric: true, cell: (supplier) => supplier.activeContractCount },
        archived && archivedColumn(t),
      ]}
    />
  );
};
