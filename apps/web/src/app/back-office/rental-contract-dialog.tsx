import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { OfficeRentalContract, RentalContractFields } from '@vve/contract/calls/office-relations';
import { isValidIban, normalizeIban } from '@vve/contract/rules/iban';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { FormDialog } from '../../components/form-dialog';
import { useCreateRentalContract } from '../../features/office-people/api/create-rental-contract';
import { useUpdateRentalContract } from '../../features/office-people/api/update-rental-contract';
import { useTranslation } from '../../lib/i18n/i18n';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';
import { UnitChoice } from '../../features/office-complexes/components/unit-choice';

type Draft = Omit<RentalContractFields, 'endDate'> & { endDate: string };

const EMPTY: Draft = {
  unitIds: [],
  gross: 0,
  rentArrears: 0,
  deposit: 0,
  startDate: '',
  endDate: '',
  noticePeriodInMonths: 1,
  landlordAccount: '',
  automaticCollection: false,
};

const draftOf = (contract: OfficeRentalContract): Draft => ({
  unitIds: contract.units.map((unit) => unit.id),
  gross: contract.gross,
  rentArrears: contract.rentArrears,
  deposit: contract.deposit,
  startDate: contract.startDate,
  endDate: contract.endDate ?? '',
  noticePeriodInMonths: contract.noticePeriodInMonths,
  landlordAccount: contract.landlordAccountString,
  automaticCollection: contract.automaticCollection,
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface RentalContractDialogProps {
  personId: number;
  /** The contract to change; without it, a new one. */
  contract?: OfficeRentalContract;
  onClose: () => void;
}

/** A rental contract's units (of one complex) and terms, new or changed. */
export const RentalContractDialog = ({ personId, contract, onClose }: RentalContractDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateRentalContract(personId);
  const update = useUpdateRentalContract(contract?.id ?? 0);
  const save = contract ? update : create;
  const [complexId, setComplexId] = useState<number | null>(contract?.complex.id ?? null);
  const [draft, setDraft] = useState<Draft>(contract ? draftOf(contract) : EMPTY);
  const [checked, setChecked] = useState(false);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const problems = {
    complex: complexId === null ? t('Choose a complex.') : undefined,
    units: draft.unitIds.length === 0 ? t('Choose at least one unit.') : undefined,
    startDate: ISO_DATE.test(draft.startDate) ? undefined : t('Enter the start date.'),
    endDate:
      draft.endDate !== '' && draft.endDate < draft.startDate
        ? t('The end date is before the start date.')
        : undefined,
    landlordAccount:
      draft.landlordAccount.trim() === '' || isValidIban(normalizeIban(draft.landlordAccount))
        ? undefined
        : t('This is not a valid IBAN: check the account number.'),
  };
  const shown = (problem: string | undefined) => (checked ? problem : undefined);
  const amount = (label: string, key: 'gross' | 'rentArrears' | 'deposit', description?: string) => (
    <NumberInput
      label={label}
      description={description}
      prefix="€ "
      decimalScale={2}
      fixedDecimalScale
      allowNegative={key === 'rentArrears'}
      value={draft[key]}
      onChange={(value) => {
        set(key, typeof value === 'number' ? value : 0);
      }}
    />
  );
  return (
    <FormDialog
      title={contract ? t('Change rental contract') : t('Add rental contract')}
      submitLabel={t('Save')}
      size="lg"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (Object.values(problems).some((problem) => problem !== undefined)) return;
        save.mutate(
          { ...draft, endDate: draft.endDate === '' ? null : draft.endDate },
          { onSuccess: onClose },
        );
      }}
    >
      <ComplexChoice
        value={complexId}
        onChange={(next) => {
          setComplexId(next);
          set('unitIds', []);
        }}
        error={shown(problems.complex)}
      />
      {complexId !== null && (
        <UnitChoice
          complexId={complexId}
          value={draft.unitIds}
          onChange={(unitIds) => {
            set('unitIds', unitIds);
          }}
          error={shown(problems.units)}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {amount(t('Rent per month'), 'gross')}
        {amount(t('Deposit'), 'deposit')}
        {amount(t('Rent arrears'), 'rentArrears', t('Negative: paid in advance.'))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          type="date"
          label={t('Start date')}
          required
          value={draft.startDate}
          error={shown(problems.startDate)}
          onChange={(event) => {
            set('startDate', event.currentTarget.value);
          }}
        />
        <TextInput
          type="date"
          label={t('End date')}
          value={draft.endDate}
          error={shown(problems.endDate)}
          onChange={(event) => {
            set('endDate', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('Notice period in months')}
          min={0}
          max={24}
          allowDecimal={false}
          value={draft.noticePeriodInMonths}
          onChange={(value) => {
            set('noticePeriodInMonths', typeof value === 'number' ? value : 0);
          }}
        />
      </SimpleGrid>
      <TextInput
        label={t("Landlord's account (IBAN)")}
        value={draft.landlordAccount}
        error={shown(problems.landlordAccount)}
        onChange={(event) => {
          set('landlordAccount', event.currentTarget.value);
        }}
      />
      <Checkbox
        label={t('Automatic collection')}
        checked={draft.automaticCollection}
        onChange={(event) => {
          set('automaticCollection', event.currentTarget.checked);
        }}
      />
      {save.error && <FailureAlert error={save.error} failed={t('The rental contract was not saved.')} />}
    </FormDialog>
  );
};
