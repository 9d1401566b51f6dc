import { NativeSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { MAX_INDICATION_AMOUNT, type WorkOrderChoices } from '@vve/contract/calls/office';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { DescriptionField } from '../../../components/description-field';
import { FailureAlert } from '../../../components/failure-alert';
import { FormDialog } from '../../../components/form-dialog';
import { QueryView } from '../../../components/query-view';
import { useTranslation, type TFunction } from '../../../lib/i18n/i18n';
import { codeOptions, priorityLabel, repairTypeLabel } from '../../../lib/known-values';
import { notify } from '../../../lib/notifications';
import type { WorkOrderCreateInput } from '../api/create-work-order';
import { useWorkOrderChoices } from '../api/get-work-order-choices';

interface Draft {
  supplierId: string | null;
  priority: string;
  repairType: string;
  startDate: string;
  planningDate: string;
  indicationAmount: number | string;
  omschrijving: string;
}

type Problems = Partial<Record<keyof Draft, string>>;

/** What is wrong with the draft, by field; empty when it can be sent. */
const problems = (draft: Draft, t: TFunction): Problems => ({
  ...(draft.supplierId === null && { supplierId: t('Choose a supplier.') }),
  ...(draft.priority === '' && { priority: t('Choose a priority.') }),
  ...(draft.repairType === '' && { repairType: t('Choose a repair type.') }),
  ...(draft.startDate !== '' &&
    draft.planningDate !== '' &&
    draft.planningDate < draft.startDate && {
      planningDate: t('The planning date is before the start date.'),
    }),
  ...(draft.omschrijving.trim() === '' && { omschrijving: t('Describe the work.') }),
});

/** The suppliers with an active contract first, as a group of their own, then the others. */
const supplierOptions = (choices: WorkOrderChoices, t: TFunction) => {
  const group = (label: string, active: boolean) => {
    const items = choices.suppliers
      .filter((supplier) => supplier.hasActiveContract === active)
      .map((supplier) => ({ value: String(supplier.id), label: supplier.naam }));
    return items.length === 0 ? [] : [{ group: label, items }];
  };
  return [...group(t('With an active contract'), true), ...group(t('Other suppliers'), false)];
};

/** A choice that must be made: a first option that says so, then the choices. */
const mustChoose = (placeholder: string, options: ReturnType<typeof codeOptions>) => [
  { value: '', label: placeholder, disabled: true },
  ...options,
];

interface FieldsProps {
  choices: WorkOrderChoices;
  draft: Draft;
  shown: Problems;
  set: <F extends keyof Draft>(field: F, value: Draft[F]) => void;
}

const Fields = ({ choices, draft, shown, set }: FieldsProps) => {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('Supplier')}
        required
        searchable
        placeholder={t('Choose a supplier')}
        nothingFoundMessage={t('No supplier found')}
        data={supplierOptions(choices, t)}
        value={draft.supplierId}
        error={shown.supplierId}
        onChange={(value) => {
          set('supplierId', value);
        }}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NativeSelect
          label={t('Priority')}
          required
          data={mustChoose(t('Choose a priority'), codeOptions(choices.priorities, priorityLabel, t))}
          value={draft.priority}
          error={shown.priority}
          onChange={(event) => {
            set('priority', event.currentTarget.value);
          }}
        />
        <NativeSelect
          label={t('Repair type')}
          required
          data={mustChoose(t('Choose a repair type'), codeOptions(choices.repairTypes, repairTypeLabel, t))}
          value={draft.repairType}
          error={shown.repairType}
          onChange={(event) => {
            set('repairType', event.currentTarget.value);
          }}
        />
        <TextInput
          type="date"
          label={t('Start date')}
          value={draft.startDate}
          onChange={(event) => {
            set('startDate', event.currentTarget.value);
          }}
        />
        <TextInput
          type="date"
          label={t('Planning date')}
          value={draft.planningDate}
          error={shown.planningDate}
          onChange={(event) => {
            set('planningDate', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('Indication amount')}
          prefix="€ "
          decimalScale={2}
          min={0}
          max={MAX_INDICATION_AMOUNT}
          clampBehavior="strict"
          thousandSeparator=" "
          value={draft.indicationAmount}
          onChange={(value) => {
            set('indicationAmount', value);
          }}
        />
      </SimpleGrid>
      <DescriptionField
        value={draft.omschrijving}
        error={shown.omschrijving}
        onChange={(event) => {
          set('omschrijving', event.currentTarget.value);
        }}
      />
    </>
  );
};

interface CreateWorkOrderDialogProps {
  onClose: () => void;
  /** Creates the work order (of a request, or of a request raised with it); answers its id. */
  create: UseMutationResult<number, Error, WorkOrderCreateInput>;
  /** The request's description: the work order's, until the administrator changes it. */
  description: string;
}

/**
 * 'Create work order' (shown by rendering it): a supplier (those with an active contract first, as a group of
 * their own), priority, repair type, start and planning date, indication amount, and a description prefilled from
 * the request.
 */
export const CreateWorkOrderDialog = ({ onClose, create, description }: CreateWorkOrderDialogProps) => {
  const { t } = useTranslation();
  const choices = useWorkOrderChoices();
  const [draft, setDraft] = useState<Draft>({
    supplierId: null,
    priority: '',
    repairType: '',
    startDate: '',
    planningDate: '',
    indicationAmount: '',
    omschrijving: description,
  });
  const [tried, setTried] = useState(false);
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  return (
    <FormDialog
      title={t('Create work order')}
      submitLabel={t('Create work order')}
      size="lg"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems(draft, t)).length > 0 || draft.supplierId === null) return;
        create.mutate(
          {
            supplierId: Number(draft.supplierId),
            priority: draft.priority,
            repairType: draft.repairType,
            startDate: draft.startDate || null,
            planningDate: draft.planningDate || null,
            indicationAmount: typeof draft.indicationAmount === 'number' ? draft.indicationAmount : null,
            omschrijving: draft.omschrijving.trim(),
          },
          {
            onSuccess: (id) => {
              notify(t('Work order {{id}} has been created.', { id }));
              onClose();
            },
          },
        );
      }}
    >
      <QueryView query={choices} skeleton={{ lines: 6, height: 36 }}>
        {(loaded) => (
          <Fields choices={loaded} draft={draft} shown={tried ? problems(draft, t) : {}} set={set} />
        )}
      </QueryView>
      {create.error && (
        <FailureAlert error={create.error} failed={t('The work order could not be created.')} />
      )}
    </FormDialog>
  );
};
