import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { FormDialog } from '../../components/form-dialog';
import { useAddOwnership } from '../../features/office-people/api/add-ownership';
import { useTranslation } from '../../lib/i18n/i18n';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';
import { UnitChoice } from '../../features/office-complexes/components/unit-choice';

/** 'Add units owned': a complex, then the units of it that the person owns. */
export const OwnershipDialog = ({ personId, onClose }: { personId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddOwnership(personId);
  const [complexId, setComplexId] = useState<number | null>(null);
  const [unitIds, setUnitIds] = useState<number[]>([]);
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <FormDialog
      title={t('Add units owned')}
      submitLabel={t('Add')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (complexId === null || unitIds.length === 0) return;
        setPending(true);
        setError(null);
        Promise.all(unitIds.map((unitId) => add.mutateAsync(unitId))).then(onClose, (failure: unknown) => {
          setPending(false);
          setError(failure instanceof Error ? failure : new Error(String(failure)));
        });
      }}
    >
      <ComplexChoice
        value={complexId}
        onChange={(next) => {
          setComplexId(next);
          setUnitIds([]);
        }}
        error={checked && complexId === null ? t('Choose a complex.') : undefined}
      />
      {complexId !== null && (
        <UnitChoice
          complexId={complexId}
          value={unitIds}
          onChange={setUnitIds}
          error={checked && unitIds.length === 0 ? t('Choose at least one unit.') : undefined}
        />
      )}
      {error && <FailureAlert error={error} failed={t('The units could not be added.')} />}
    </FormDialog>
  );
};
