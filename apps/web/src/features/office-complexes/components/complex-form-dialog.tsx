import { Checkbox, Textarea } from '@mantine/core';
import type { ComplexPayload } from '@vve/contract/calls/office-complexes';
import { MAX_TEXT_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { useTranslation } from '../../../lib/i18n/i18n';
import { RefusalAlert } from '../../../components/refusal-alert';
import { COMPLEX_REFUSALS } from './complex-refusals';
import { RequiredField, useRequiredTexts, type FormProps } from './required-field';

/** The details of a complex that is new. */
export const NEW_COMPLEX: ComplexPayload = {
  naam: '',
  adres: '',
  plaats: '',
  omschrijving: '',
  financieelBeheer: false,
};

interface ComplexFormDialogProps extends FormProps<ComplexPayload> {
  submitLabel: string;
  /** What the failure alert says did not happen. */
  failed: string;
}

/**
 * A complex's details in a dialog (new or changed): name, address and place (each required, as the server
 * requires them), the description residents read, and whether the association keeps its books with us.
 */
export const ComplexFormDialog = ({
  title,
  submitLabel,
  initial,
  pending,
  error,
  failed,
  onSubmit,
  onClose,
}: ComplexFormDialogProps) => {
  const { t } = useTranslation();
  const [details, setDetails] = useState(initial);
  const required = useRequiredTexts();
  const change = (changed: Partial<ComplexPayload>) => {
    setDetails((current) => ({ ...current, ...changed }));
  };
  const fields = [
    { name: 'naam', label: t('Name'), missing: t('A complex needs a name.') },
    { name: 'adres', label: t('Address'), missing: t('A complex needs an address.') },
    { name: 'plaats', label: t('Place'), missing: t('A complex needs a place.') },
  ] as const;
  return (
    <FormDialog
      title={title}
      submitLabel={submitLabel}
      pending={pending}
      size="lg"
      onClose={onClose}
      onSubmit={() => {
        if (required.check(details.naam, details.adres, details.plaats)) onSubmit(details);
      }}
    >
      {fields.map(({ name, label, missing }, index) => (
        <RequiredField
          key={name}
          label={label}
          first={index === 0}
          value={details[name]}
          error={required.missing(details[name], missing)}
          onChange={(value) => {
            change({ [name]: value });
          }}
        />
      ))}
      <Textarea
        label={t('Description')}
        description={t('What residents read about their complex.')}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={MAX_TEXT_LENGTH}
        value={details.omschrijving}
        onChange={(event) => {
          change({ omschrijving: event.currentTarget.value });
        }}
      />
      <Checkbox
        label={t('Financial management')}
        description={t(
          'The association keeps its books with us: residents see their contribution and balance.',
        )}
        checked={details.financieelBeheer}
        onChange={(event) => {
          change({ financieelBeheer: event.currentTarget.checked });
        }}
      />
      {error && <RefusalAlert error={error} failed={failed} explained={COMPLEX_REFUSALS} />}
    </FormDialog>
  );
};
