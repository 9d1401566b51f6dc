import { Button, Group } from '@mantine/core';
import type { OfficeSupplier } from '@vve/contract/calls/office-suppliers';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useArchiveSupplier } from '../api/archive-supplier';
import { useRenameSupplier } from '../api/rename-supplier';
import { SupplierNameDialog } from './supplier-name-dialog';
import { supplierRefusals } from './supplier-refusals';

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

/**
 * An organisation's buttons: while in use, 'Rename' and 'Archive' (after a yes: it leaves every list and choice, its
 * records stay); once archived, 'Take back into use'.
 */
export const SupplierActions = ({ supplier }: { supplier: OfficeSupplier }) => {
  const { t } = useTranslation();
  const archive = useArchiveSupplier(supplier.id);
  const [open, setOpen] = useState<'rename' | 'archive' | null>(null);
  const close = () => {
    setOpen(null);
  };
  const setArchived = (archived: boolean) => {
    archive.mutate(archived, {
      onSuccess: () => {
        notify(archived ? t('The supplier has been archived.') : t('The supplier is in use again.'));
      },
    });
  };
  return (
    <Group gap="xs">
      {supplier.archivedAt === null ? (
        <>
          <Button
            leftSection={<IconPencil aria-hidden size={18} />}
            onClick={() => {
              setOpen('rename');
            }}
          >
            {t('Rename')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconArchive aria-hidden size={18} />}
            loading={archive.isPending}
            onClick={() => {
              setOpen('archive');
            }}
          >
            {t('Archive')}
          </Button>
        </>
      ) : (
        <Button
          variant="default"
          leftSection={<IconArchiveOff aria-hidden size={18} />}
          loading={archive.isPending}
          onClick={() => {
            setArchived(false);
          }}
        >
          {t('Take back into use')}
        </Button>
      )}
      {open === 'rename' && <RenameDialog supplier={supplier} onClose={close} />}
      <ConfirmDialog
        opened={open === 'archive'}
        message={t(
          'Archive {{name}}? It disappears from the lists and from the choices of new work orders and tasks; its members, contracts, work orders and inspections are kept.',
          { name: supplier.naam },
        )}
        confirmLabel={t('Archive')}
        onConfirm={() => {
          close();
          setArchived(true);
        }}
        onCancel={close}
      />
      {archive.error && (
        <RefusalAlert
          error={archive.error}
          failed={t('The supplier could not be changed.')}
          refusals={supplierRefusals(t)}
        />
      )}
    </Group>
  );
};
