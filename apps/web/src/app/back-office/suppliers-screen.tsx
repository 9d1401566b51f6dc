import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { generatePath, useNavigate } from 'react-router';
import { ArchivedFilter, OfficeListScreen, useOfficeListFilters } from '../../components/office-list-screen';
import { useCreateSupplier } from '../../features/office-suppliers/api/create-supplier';
import { useOfficeSupplierList } from '../../features/office-suppliers/api/get-office-supplier-list';
import { SupplierList } from '../../features/office-suppliers/components/supplier-list';
import { SupplierNameDialog } from '../../features/office-suppliers/components/supplier-name-dialog';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { officeRoutes } from '../../lib/office-routes';

/** 'New supplier': its name; once added, the organisation opens, to add its members and contracts. */
const NewSupplierDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSupplier();
  return (
    <SupplierNameDialog
      title={t('New supplier')}
      submitLabel={t('Add supplier')}
      initial=""
      pending={create.isPending}
      error={create.error}
      failed={t('The supplier could not be added.')}
      onSubmit={(payload) => {
        create.mutate(payload, {
          onSuccess: (supplier) => {
            notify(t('The supplier has been added.'));
            void navigate(generatePath(officeRoutes.supplier, { id: String(supplier.id) }));
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/**
 * The supplier organisations by name, 50 a page, found by part of their name; the archived ones on their own. The
 * text, the archived choice and the page are in the URL and applied by the server.
 */
export const SuppliersScreen = () => {
  const { t } = useTranslation();
  const { searching, textFilter, archived, archivedFilter, pageFilter } = useOfficeListFilters();
  const filters = { ...textFilter, ...archivedFilter };
  const suppliers = useOfficeSupplierList({ ...pageFilter, ...filters });
  return (
    <OfficeListScreen
      title={t('Suppliers')}
      exportCall={officeExportsCalls.exportSuppliers}
      filters={filters}
      newLabel={t('New supplier')}
      newDialog={(onClose) => <NewSupplierDialog onClose={onClose} />}
      searchLabel={t('Find suppliers')}
      searchPlaceholder={t('Part of the name')}
      otherFilters={<ArchivedFilter label={t('Archived suppliers')} />}
      query={suppliers}
      empty={
        searching
          ? t('No suppliers match the search.')
          : archived
            ? t('No supplier is archived.')
            : t('There are no suppliers yet.')
      }
    >
      {(list) => <SupplierList suppliers={list} />}
    </OfficeListScreen>
  );
};
