import type { OfficeSupplier } from '@vve/contract/calls/office-suppliers';
import { ArchiveActions } from '../../../components/archive-actions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useArchiveSupplier } from '../api/archive-supplier';
import { useRenameSupplier } from '../api/rename-supplier';
import { SupplierNameDialog } from './supplier-name-dialog';
import { SUPPLIER_REFUSALS } from './supplier-refusals';

/** 'Rename': the organisation's name in a dialog. */
const RenameDialog = ({ supplier, onClose }: { supplier: OfficeSupplier; onClose: () => void }) => {
  const { t } = useTranslation();
  const rename = useRenameSupplier(supplier.id);
  return (
    <SupplierNameDialog
      title={t('Rename supplier')}
      submitLabel={t('Save')}
      initial={supplier.naam}
      pending={rename.isPending}
      error={rename.error}
      failed={t('The supplier could not be saved.')}
      onSubmit={(payload) => {
        rename.mutate(payload, {
          onSuccess: () => {
            notify(t('The supplier has been saved.'));
            onClose();
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/** An organisation's buttons: 'Rename' and 'Archive' while in use, else 'Take back into use'. */
export const SupplierActions = ({ supplier }: { supplier: OfficeSupplier }) => {
  const { t } = useTranslation();
  return (
    <ArchiveActions
      archived={supplier.archivedAt !== null}
      archive={useArchiveSupplier(supplier.id)}
      editLabel={t('Rename')}
      editDialog={(onClose) => <RenameDialog supplier={supplier} onClose={onClose} />}
      question={t(
        'Archive {{name}}? It disappears from the lists and from the choices of new work orders and tasks; its members, contracts, work orders and inspections are kept.',
        { name: supplier.naam },
      )}
      archivedNotice={t('The supplier has been archived.')}
      inUseNotice={t('The supplier is in use again.')}
      failed={t('The supplier could not be changed.')}
      explained={SUPPLIER_REFUSALS}
    />
  );
};
