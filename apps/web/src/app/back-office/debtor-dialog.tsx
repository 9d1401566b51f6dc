import { Checkbox, NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { OfficeDebtor } from '@vve/contract/calls/office-relations';
import { isValidIban, normalizeIban } from '@vve/contract/rules/iban';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { FormDialog } from '../../components/form-dialog';
import { useCreateDebtor } from '../../features/office-people/api/create-debtor';
import { useUpdateDebtor } from '../../features/office-people/api/update-debtor';
import { useTranslation } from '../../lib/i18n/i18n';
import { ComplexChoice } from '../../features/office-complexes/components/complex-choice';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface DebtorDialogProps {
  personId: number;
  /** The account to change; without it, a new one. */
  debtor?: OfficeDebtor;
  onClose: () => void;
}

/**
 * A person's account with a complex's association: balance (booked on its ledger: as its opening balance, or as a
 * correction of the difference), and a direct debit if they signed one.
 */
export const DebtorDialog = ({ personId, debtor, onClose }: DebtorDialogProps) => {
  const { t } = useTranslation();
  const create = useCreateDebtor(personId);
  const update = useUpdateDebtor(debtor?.id ?? 0);
  const save = debtor ? update : create;
  const [complexId, setComplexId] = useState<number | null>(debtor?.complex.id ?? null);
  const [saldo, setSaldo] = useState(debtor?.saldo ?? 0);
  const [directDebit, setDirectDebit] = useState(debtor?.incassoMachtiging !== null && debtor !== undefined);
  const [signedOn, setSignedOn] = useState(debtor?.incassoMachtiging?.getekendOp ?? '');
  const [iban, setIban] = useState(debtor?.incassoMachtiging?.rekeningNummer ?? '');
  const [checked, setChecked] = useState(false);
  const problems = {
    complex: complexId === null ? t('Choose a complex.') : undefined,
    signedOn: directDebit && !ISO_DATE.test(signedOn) ? t('Enter the date it was signed.') : undefined,
    iban:
      directDebit && !isValidIban(normalizeIban(iban))
        ? t('This is not a valid IBAN: check the account number.')
        : undefined,
  };
  const shown = (problem: string | undefined) => (checked ? problem : undefined);
  return (
    <FormDialog
      title={debtor ? t('Change debtor account') : t('Add debtor account')}
      submitLabel={t('Save')}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (complexId === null || Object.values(problems).some((problem) => problem !== undefined)) return;
        const fields = { saldo, directDebit: directDebit ? { signedOn, iban } : null };
        if (debtor) update.mutate(fields, { onSuccess: onClose });
        else create.mutate({ ...fields, complexId }, { onSuccess: onClose });
      }}
    >
      {!debtor && <ComplexChoice value={complexId} onChange={setComplexId} error={shown(problems.complex)} />}
      <NumberInput
        label={t('Balance')}
        description={`${t('Negative: an amount due.')} ${
          debtor
            ? t('A different balance is booked as a correction on the ledger.')
            : t('It is booked as the opening balance on the ledger.')
        }`}
        prefix="€ "
        decimalScale={2}
        fixedDecimalScale
        value={saldo}
        onChange={(value) => {
          setSaldo(typeof value === 'number' ? value : 0);
        }}
      />
      <Checkbox
        label={t('Signed a direct debit')}
        checked={directDebit}
        onChange={(event) => {
          setDirectDebit(event.currentTarget.checked);
        }}
      />
      {directDebit && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="date"
            label={t('Signed on')}
            required
            value={signedOn}
            error={shown(problems.signedOn)}
            onChange={(event) => {
              setSignedOn(event.currentTarget.value);
            }}
          />
          <TextInput
            label={t('Account (IBAN)')}
            required
            value={iban}
            error={shown(problems.iban)}
            onChange={(event) => {
              setIban(event.currentTarget.value);
            }}
          />
        </SimpleGrid>
      )}
      {save.error && <FailureAlert error={save.error} failed={t('The debtor account was not saved.')} />}
    </FormDialog>
  );
};
