import { Button, Group } from '@mantine/core';
import type { OfficeComplex } from '@vve/contract/calls/office-complexes';
import { IconArchive, IconArchiveOff, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useArchiveComplex } from '../api/archive-complex';
import { useUpdateComplex } from '../api/update-complex';
import { ComplexFormDialog } from './complex-form-dialog';
import { RefusalAlert } from './refusal-alert';

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

/**
 * A complex's buttons: while in use, 'Edit details' and 'Archive' (after a yes: it leaves every list, its records
 * stay); once archived, 'Take back into use'.
 */
export const ComplexActions = ({ complex }: { complex: OfficeComplex }) => {
  const { t } = useTranslation();
  const archive = useArchiveComplex(complex.id);
  const [open, setOpen] = useState<'edit' | 'archive' | null>(null);
  const close = () => {
    setOpen(null);
  };
  const setArchived = (archived: boolean) => {
    archive.mutate(archived, {
      onSuccess: () => {
        notify(archived ? t('The complex has been archived.') : t('The complex is in use again.'));
      },
    });
  };
  return (
    <Group gap="xs">
      {complex.archivedAt === null ? (
        <>
          <Button
            leftSection={<IconPencil aria-hidden size={18} />}
            onClick={() => {
              setOpen('edit');
            }}
          >
            {t('Edit details')}
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
          leftSection={<IconArchiveOff aria-hidden size={18} />}
          loading={archive.isPending}
          onClick={() => {
            setArchived(false);
          }}
        >
          {t('Take back into use')}
        </Button>
      )}
      {archive.error && (
        <RefusalAlert error={archive.error} failed={t('The complex could not be changed.')} />
      )}
      <ConfirmDialog
        opened={open === 'archive'}
        message={t(
          'Archive {{name}}? It disappears from every list, for residents and suppliers too; its units, requests, work orders and inspections are kept.',
          { name: complex.naam },
        )}
        confirmLabel={t('Archive')}
        onConfirm={() => {
          close();
          setArchived(true);
        }}
        onCancel={close}
      />
      {open === 'edit' && <EditComplexDialog complex={complex} onClose={close} />}
    </Group>
  );
};
