import { TextInput } from '@mantine/core';
import { SupplierPayload } from '@vve/contract/calls/office-suppliers';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { SUPPLIER_REFUSALS } from './supplier-refusals';

interface SupplierNameDialogProps {
  title: string;
  submitLabel: string;
  initial: string;
  pending: boolean;
  error: Error | null;
  failed: string;
  onSubmit: (supplier: SupplierPayload) => void;
  onClose: () => void;
}

/** A supplier organisation's name: for a new one, or to rename one. */
export const SupplierNameDialog = ({
  title,
  submitLabel,
  initial,
  pending,
  error,
  failed,
  onSubmit,
  onClose,
}: SupplierNameDialogProps) => {
  const { t } = useTranslation();
  const [naam, setNaam] = useState(initial);
  const [checked, setChecked] = useState(false);
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        const parsed = SupplierPayload.safeParse({ naam });
        if (parsed.success) onSubmit(parsed.data);
      }}
    >
      <TextInput
        label={t('Name')}
        required
        data-autofocus
        maxLength={MAX_NAME_LENGTH}
        value={naam}
        error={checked && naam.trim() === '' ? t('A supplier needs a name.') : undefined}
        onChange={(event) => {
          setNaam(event.currentTarget.value);
        }}
      />
      {error && <RefusalAlert error={error} failed={failed} explained={SUPPLIER_REFUSALS} />}
    </FormDialog>
  );
};
