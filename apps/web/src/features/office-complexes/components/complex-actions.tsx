import type { OfficeComplex } from '@vve/contract/calls/office-complexes';
import { ArchiveActions } from '../../../components/archive-actions';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useArchiveComplex } from '../api/archive-complex';
import { useUpdateComplex } from '../api/update-complex';
import { ComplexFormDialog } from './complex-form-dialog';
import { COMPLEX_REFUSALS } from './complex-refusals';

/** 'Edit details': the complex's details in a dialog. */
const EditComplexDialog = ({ complex, onClose }: { complex: OfficeComplex; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateComplex(complex.id);
  return (
    <ComplexFormDialog
      title={t('Edit details')}
      submitLabel={t('Save')}
      initial={{
        naam: complex.naam,
        adres: complex.adres,
        plaats: complex.plaats,
        omschrijving: complex.omschrijving,
        financieelBeheer: complex.financieelBeheer,
      }}
      pending={update.isPending}
      error={update.error}
      failed={t('The complex could not be saved.')}
      onSubmit={(details) => {
        update.mutate(details, {
          onSuccess: () => {
            notify(t('The complex has been saved.'));
            onClose();
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/** A complex's buttons: 'Edit details' and 'Archive' while in use, else 'Take back into use'. */
export const ComplexActions = ({ complex }: { complex: OfficeComplex }) => {
  const { t } = useTranslation();
  return (
    <ArchiveActions
      archived={complex.archivedAt !== null}
      archive={useArchiveComplex(complex.id)}
      editLabel={t('Edit details')}
      editDialog={(onClose) => <EditComplexDialog complex={complex} onClose={onClose} />}
      question={t(
        'Archive {{name}}? It disappears from every list, for residents and suppliers too; its units, requests, work orders and inspections are kept.',
        { name: complex.naam },
      )}
      archivedNotice={t('The complex has been archived.')}
      inUseNotice={t('The complex is in use again.')}
      failed={t('The complex could not be changed.')}
      explained={COMPLEX_REFUSALS}
    />
  );
};
