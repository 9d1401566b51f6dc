import { NumberInput } from '@mantine/core';
import {
  DEFAULT_UNIT_COST_SHARE,
  DEFAULT_UNIT_VOTES,
  UnitCostShare,
  UnitVotes,
  type OfficeUnit,
  type UnitPayload,
} from '@vve/contract/calls/office-complexes';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAddUnit } from '../api/add-unit';
import { useUpdateUnit } from '../api/update-unit';
import { RefusalAlert } from '../../../components/refusal-alert';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { RequiredField, useRequiredTexts, type FormProps } from './required-field';

/** A unit's index number, address, votes and cost share (all required) in a dialog. */
const UnitForm = ({ title, initial, pending, error, onSubmit, onClose }: FormProps<UnitPayload>) => {
  const { t } = useTranslation();
  // The votes and cost share as NumberInput gives them: '' while empty.
  const [unit, setUnit] = useState<
    Omit<UnitPayload, 'votes' | 'costShare'> & { votes: number | string; costShare: number | string }
  >(initial);
  const required = useRequiredTexts();
  const votes = UnitVotes.safeParse(unit.votes);
  const costShare = UnitCostShare.safeParse(unit.costShare);
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={pending}
      onClose={onClose}
      onSubmit={() => {
        if (required.check(unit.indexNr, unit.adres) && votes.success && costShare.success)
          onSubmit({ ...unit, votes: votes.data, costShare: costShare.data });
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
      <NumberInput
        label={t('Votes')}
        description={t(
          "As the deed of division gives them: they weigh the unit's vote in the members' meeting.",
        )}
        required
        allowDecimal={false}
        allowNegative={false}
        value={unit.votes}
        error={required.wrong(!votes.success, t('A unit has a whole number of 1 to 100,000 votes.'))}
        onChange={(value) => {
          setUnit((current) => ({ ...current, votes: value }));
        }}
      />
      <NumberInput
        label={t('Cost share (parts)')}
        description={t(
          'As the deed of division gives it: the unit pays these parts of the costs, out of all units’ parts together.',
        )}
        required
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator={false}
        value={unit.costShare}
        error={required.wrong(
          !costShare.success,
          t('A unit’s cost share is a whole number of 1 to 1,000,000 parts.'),
        )}
        onChange={(value) => {
          setUnit((current) => ({ ...current, costShare: value }));
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
      initial={{ indexNr: '', adres: '', votes: DEFAULT_UNIT_VOTES, costShare: DEFAULT_UNIT_COST_SHARE }}
      pending={add.isPending}
      error={add.error}
      onSubmit={(unit) => {
        add.mutate(unit, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};

/** 'Edit unit': a unit's index number, address, votes and cost share. */
export const EditUnitDialog = ({ unit, onClose }: { unit: OfficeUnit; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateUnit(unit.id);
  return (
    <UnitForm
      title={t('Edit unit {{indexNr}}', { indexNr: unit.indexNr })}
      initial={{ indexNr: unit.indexNr, adres: unit.adres, votes: unit.votes, costShare: unit.costShare }}
      pending={update.isPending}
      error={update.error}
      onSubmit={(changed) => {
        update.mutate(changed, { onSuccess: onClose });
      }}
      onClose={onClose}
    />
  );
};
