import { Anchor } from '@mantine/core';
import type { OfficeComplexRow } from '@vve/contract/calls/office-complexes';
import { generatePath, Link } from 'react-router';
import { archivedColumn } from '../../../components/archived-column';
import { RecordTable } from '../../../components/record-table';
import { useTranslation } from '../../../lib/i18n/i18n';
import { officeRoutes } from '../../../lib/office-routes';

/**
 * Complexes as a table: the name (a link to the complex), address, place, number of units and whether the
 * association keeps its books with us; for archived complexes, since when. Scrolls sideways where it is narrow.
 */
export const ComplexList = ({ complexes }: { complexes: readonly OfficeComplexRow[] }) => {
  const { t } = useTranslation();
  const archived = complexes.some((complex) => complex.archivedAt !== null);
  return (
    <RecordTable
      items={complexes}
      rowKey={(complex) => complex.id}
      minWidth={640}
      look="list"
      columns={[
        {
          header: t('Name'),
          cell: (complex) => (
            <Anchor component={Link} to={generatePath(officeRoutes.complex, { id: String(complex.id) })}>
              {complex.naam}
            </Anchor>
          ),
        },
        { header: t('Address'), cell: (complex) => complex.adres },
        { header: t('Place'), cell: (complex) => complex.plaats },
        { header: t('Units'), numeric: true, cell: (complex) => complex.unitCount },
        {
          header: t('Financial management'),
          cell: (complex) => (complex.financieelBeheer ? t('Yes') : t('No')),
        },
        archived && archivedColumn(t),
      ]}
    />
  );
};
