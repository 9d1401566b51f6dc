import type { OfficeUnit, UnitPayload } from '@vve/contract/calls/office-complexes';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAddUnit } from '../api/add-unit';
import { useUpdateUnit } from '../api/update-unit';
import { RefusalAlert } from '../../../components/refusal-alert';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { RequiredField, useRequiredTexts, type FormProps } from './required-field';

/** A unit's index number and address (both required) in a dialog. */
const UnitForm = ({ title, initial, pending, error, onSubmit, onClose }: FormProps<UnitPayload>) => {
  const { t } = useTranslation();
  const [unit, setUnit] = useState(initial);
  const required = useRequiredTexts();
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        if (required.check(unit.indexNr, unit.adres)) onSubmit(unit);
      }}
    >
      <RequiredField
        label={t('Index number')}
        first
        value={unit.indexNr}
        error={required.missing(unit.indexNr, t('A unit needs an index number.'))}
        onChange={(indexNr) => {
          setUnit((current) => ({ ...current, indexNr }));
        }}
      />
      <RequiredField
        label={t('Address')}
        value={unit.adres}
        error={required.missing(unit.adres, t('A unit needs an address.'))}
        onChange={(adres) => {
          setUnit((current) => ({ ...current, adres }));
        }}
      />
      {error && (
        <RefusalAlert error={error} failed={t('The unit could not be saved.')} explained={COMPLEX_REFUSALS} />
      )}
    </FormDialog>
  );
};

/** 'Add unit': a new unit of the complex. */
export const AddUnitDialog = ({ complexId, onClose }: { complexId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddUnit(complexId);
  return (
    <UnitForm
      title={t('Add unit')}
      initial={{ indexNr: '', adres: '' }}
      pending={add.isPending}
      error={add.error}
      onSubmit={(unit) => {
        add.mutate(unit, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};

/** 'Edit unit': a unit's index number and address. */
export const EditUnitDialog = ({ unit, onClose }: { unit: OfficeUnit; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateUnit(unit.id);
  return (
    <UnitForm
      title={t('Edit unit {{indexNr}}', { indexNr: unit.indexNr })}
      initial={{ indexNr: unit.indexNr, adres: unit.adres }}
      pending={update.isPending}
      error={update.error}
      onSubmit={(changed) => {
        update.mutate(changed, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};
