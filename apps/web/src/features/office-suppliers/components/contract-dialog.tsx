import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import type { Contract } from '@vve/contract/calls/contracts';
import { END_BEFORE_START, SupplierContractPayload } from '@vve/contract/calls/office-suppliers';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAddSupplierContract } from '../api/add-supplier-contract';
import { useUpdateSupplierContract } from '../api/update-supplier-contract';
import { SUPPLIER_REFUSALS } from './supplier-refusals';

interface Draft {
  titel: string;
  actief: boolean;
  beginDatum: string;
  eindDatum: string;
}

const payload = (draft: Draft) => ({
  titel: draft.titel,
  actief: draft.actief,
  beginDatum: draft.beginDatum === '' ? null : draft.beginDatum,
  eindDatum: draft.eindDatum === '' ? null : draft.eindDatum,
});

interface ContractFormProps {
  title: string;
  initial: Draft;
  change: ReturnType<typeof useAddSupplierContract>;
  done: string;
  failed: string;
  onClose: () => void;
}

/** A contract's title, whether it is active, and its start and end date (either may be left empty). */
const ContractForm = ({ title, initial, change, done, failed, onClose }: ContractFormProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const parsed = SupplierContractPayload.safeParse(payload(draft));
  const problem = (field: keyof Draft) =>
    checked && !parsed.success
      ? parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      : undefined;
  /** The contract's own messages in the user's language; a date the browser let through otherwise. */
  const shown = (field: keyof Draft) => {
    const message = problem(field);
    if (message === undefined) return undefined;
    if (message === END_BEFORE_START) return t('The end date is before the start date.');
    if (field === 'titel') return t('A contract needs a title.');
    return t('Enter a date between the years 1900 and 2999.');
  };
  return (
    <FormDialog
      title={title}
      submitLabel={t('Save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success) return;
        change.mutate(parsed.data, {
          onSuccess: () => {
            notify(done);
            onClose();
          },
        });
      }}
    >
      <TextInput
        label={t('Title')}
        required
        data-autofocus
        maxLength={MAX_NAME_LENGTH}
        value={draft.titel}
        error={shown('titel')}
        onChange={(event) => {
          set('titel', event.currentTarget.value);
        }}
      />
      <Checkbox
        label={t('Active')}
        description={t('An inactive contract shows as inactive, whatever its dates.')}
        checked={draft.actief}
        onChange={(event) => {
          set('actief', event.currentTarget.checked);
        }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('Start date')}
          value={draft.beginDatum}
          error={shown('beginDatum')}
          onChange={(event) => {
            set('beginDatum', event.currentTarget.value);
          }}
        />
        <TextInput
          type="date"
          label={t('End date')}
          description={t('Empty for a contract without an end date.')}
          value={draft.eindDatum}
          error={shown('eindDatum')}
          onChange={(event) => {
            set('eindDatum', event.currentTarget.value);
          }}
        />
      </SimpleGrid>
      {change.error && <RefusalAlert error={change.error} failed={failed} explained={SUPPLIER_REFUSALS} />}
    </FormDialog>
  );
};

/** 'New contract' of an organisation: active from today by default, without an end date. */
export const NewContractDialog = ({ supplierId, onClose }: { supplierId: number; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddSupplierContract(supplierId);
  return (
    <ContractForm
      title={t('New contract')}
      initial={{ titel: '', actief: true, beginDatum: new Date().toISOString().slice(0, 10), eindDatum: '' }}
      change={add}
      done={t('The contract has been added.')}
      failed={t('The contract could not be added.')}
      onClose={onClose}
    />
  );
};

/** 'Edit contract': its title, whether it is active, and its dates. */
export const EditContractDialog = ({ contract, onClose }: { contract: Contract; onClose: () => void }) => {
  const { t } = useTranslation();
  const update = useUpdateSupplierContract(contract.id);
  return (
    <ContractForm
      title={t('Edit contract')}
      initial={{
        titel: contract.titel,
        actief: contract.actief,
        beginDatum: contract.beginDatum ?? '',
        eindDatum: contract.eindDatum ?? '',
      }}
      change={update}
      done={t('The contract has been saved.')}
      failed={t('The contract could not be saved.')}
      onClose={onClose}
    />
  );
};
