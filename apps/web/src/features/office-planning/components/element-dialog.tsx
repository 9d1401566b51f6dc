import { NativeSelect, NumberInput, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import {
  ELEMENT_REGISTER_MESSAGES,
  ElementPayload,
  ElementUnit,
  type RegisterElement,
} from '@vve/contract/calls/office-planning';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useAddElement } from '../api/add-element';
import { useUpdateElement } from '../api/update-element';
import { PLANNING_REFUSALS } from './planning-refusals';
import { unitLabel } from '../../../lib/unit-label';

/** What the form holds: texts as typed, numbers as NumberInput gives them ('' when empty). */
interface Draft {
  fullCode: string;
  codeName: string;
  label: string;
  location: string;
  nlsfbCode: string;
  material: string;
  quantity: number | string;
  unit: ElementUnit | null;
  installedYear: number | string;
  expectedLife: number | string;
  replacementValue: number | string;
  /** The model elements' GlobalIds, one per line. */
  globalIds: string;
}

type Field = keyof Draft;

const EMPTY: Draft = {
  fullCode: '',
  codeName: '',
  label: '',
  location: '',
  nlsfbCode: '',
  material: '',
  quantity: '',
  unit: null,
  installedYear: '',
  expectedLife: '',
  replacementValue: '',
  globalIds: '',
};

const draftOf = (element: RegisterElement): Draft => ({
  fullCode: element.elementCode.fullCode,
  codeName: element.elementCode.name,
  label: element.label,
  location: element.location,
  nlsfbCode: element.nlsfbCode ?? '',
  material: element.material ?? '',
  quantity: element.quantity ?? '',
  unit: element.unit,
  installedYear: element.installedYear ?? '',
  expectedLife: element.expectedLife ?? '',
  replacementValue: element.replacementValue ?? '',
  globalIds: element.globalIds.join('\n'),
});

/** A number field's value for the server: null when empty, the number otherwise (a text it cannot parse stays, to be refused). */
const numberOrNull = (value: number | string) => (value === '' ? null : value);

const payloadOf = (draft: Draft) => ({
  elementCode: { fullCode: draft.fullCode, name: draft.codeName },
  label: draft.label,
  location: draft.location,
  nlsfbCode: draft.nlsfbCode.trim() === '' ? null : draft.nlsfbCode.trim(),
  material: draft.material,
  quantity: numberOrNull(draft.quantity),
  unit: draft.unit,
  installedYear: numberOrNull(draft.installedYear),
  expectedLife: numberOrNull(draft.expectedLife),
  replacementValue: numberOrNull(draft.replacementValue),
  globalIds: draft.globalIds.split(/[\s,;]+/).filter((id) => id !== ''),
});

/** What a field's problem says, in the user's language (the contract's messages are its English texts). */
const problemText = (field: Field, message: string, t: TFunction): string => {
  if (message === ELEMENT_REGISTER_MESSAGES.unit)
    return t('Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.');
  const texts: Record<Field, string> = {
    fullCode: t('An element needs a code.'),
    codeName: t('An element needs a code name.'),
    label: t('An element needs a label.'),
    location: t('An element needs a location.'),
    nlsfbCode: t('An NL-SfB code is the four digits of an element of table 1, e.g. 2710.'),
    material: t('A material has at most 255 characters.'),
    quantity: t('A quantity is a number above 0 with at most two decimals.'),
    unit: t('Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.'),
    installedYear: t('A year of installation lies between 1800 and 2100.'),
    expectedLife: t('An expected life is a whole number of 1 to 200 years.'),
    replacementValue: t('A replacement value is an amount of 0 euros or more, with at most two decimals.'),
    globalIds: t('Each model element is an IFC GlobalId of 22 characters, listed once.'),
  };
  return texts[field];
};

/** The payload's fields by the form's: the element code's two are nested. */
const fieldOfPath = (path: readonly PropertyKey[]): Field | undefined => {
  const [first, second] = path;
  if (first === 'elementCode') return second === 'name' ? 'codeName' : 'fullCode';
  return typeof first === 'string' && first in EMPTY ? (first as Field) : undefined;
};

interface ElementFormProps {
  title: string;
  initial: Draft;
  change: ReturnType<typeof useAddElement>;
  done: string;
  failed: string;
  onClose: () => void;
}

/**
 * An element's code (the full code and the code's name), label and location, and what the register knows of it:
 * NL-SfB code, material, quantity and unit, year of installation, expected life, replacement value and the
 * GlobalIds of its model elements.
 */
const ElementForm = ({ title, initial, change, done, failed, onClose }: ElementFormProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const parsed = ElementPayload.safeParse(payloadOf(draft));
  const problem = (field: Field) => {
    if (!checked || parsed.success) return undefined;
    const issue = parsed.error.issues.find((candidate) => fieldOfPath(candidate.path) === field);
    return issue && problemText(field, issue.message, t);
  };
  const set = <F extends Field>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const text = (
    field: Field & ('fullCode' | 'codeName' | 'label' | 'location' | 'material'),
    label: string,
  ) => (
    <TextInput
      label={label}
      required={field !== 'material'}
      data-autofocus={field === 'fullCode' || undefined}
      maxLength={MAX_NAME_LENGTH}
      value={draft[field]}
      error={problem(field)}
      onChange={(event) => {
        set(field, event.currentTarget.value);
      }}
    />
  );
  const number = (
    field: 'quantity' | 'installedYear' | 'expectedLife' | 'replacementValue',
    label: string,
    options: { decimals?: boolean; prefix?: string; suffix?: string } = {},
  ) => (
    <NumberInput
      label={label}
      value={draft[field]}
      error={problem(field)}
      allowDecimal={options.decimals ?? false}
      decimalScale={options.decimals ? 2 : undefined}
      allowNegative={false}
      prefix={options.prefix}
      suffix={options.suffix}
      onChange={(value) => {
        set(field, value);
      }}
    />
  );
  return (
    <FormDialog
      title={title}
      size="lg"
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
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {text('fullCode', t('Code'))}
        {text('codeName', t('Code name'))}
        {text('label', t('Label'))}
        {text('location', t('Location'))}
      </SimpleGrid>
      <Title order={3} size="h5">
        {t('Element register')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('NL-SfB code')}
          description={t('Four digits, e.g. 2710 for a roof.')}
          inputMode="numeric"
          maxLength={4}
          value={draft.nlsfbCode}
          error={problem('nlsfbCode')}
          onChange={(event) => {
            set('nlsfbCode', event.currentTarget.value);
          }}
        />
        {text('material', t('Material'))}
        {number('quantity', t('Quantity'), { decimals: true })}
        <NativeSelect
          label={t('Measured in')}
          data={[
            { value: '', label: t('No quantity') },
            ...ElementUnit.options.map((unit) => ({ value: unit, label: unitLabel(unit, t) })),
          ]}
          value={draft.unit ?? ''}
          error={problem('unit')}
          onChange={(event) => {
            set('unit', ElementUnit.safeParse(event.currentTarget.value).data ?? null);
          }}
        />
        {number('installedYear', t('Year of installation'))}
        {number('expectedLife', t('Expected life'), { suffix: ` ${t('years')}` })}
        {number('replacementValue', t('Replacement value'), { decimals: true, prefix: '€ ' })}
      </SimpleGrid>
      <Textarea
        label={t('Model elements (IFC GlobalIds)')}
        description={t('One per line: the elements of the building model this element stands for.')}
        autosize
        minRows={2}
        maxRows={6}
        ff="monospace"
        value={draft.globalIds}
        error={problem('globalIds')}
        onChange={(event) => {
          set('globalIds', event.currentTarget.value);
        }}
      />
      {change.error && <RefusalAlert error={change.error} failed={failed} explained={PLANNING_REFUSALS} />}
    </FormDialog>
  );
};

/** 'Add element' to an aspect; `globalIds` fills in the model elements it stands for (one picked in the viewer). */
export const NewElementDialog = ({
  aspectId,
  globalIds = [],
  onClose,
}: {
  aspectId: number;
  globalIds?: readonly string[];
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const add = useAddElement(aspectId);
  return (
    <ElementForm
      title={t('Add element')}
      initial={{ ...EMPTY, globalIds: globalIds.join('\n') }}
      change={add}
      done={t('The element has been added.')}
      failed={t('The element could not be added.')}
      onClose={onClose}
    />
  );
};

/** 'Edit element': its code, label and location, and its register. */
export const EditElementDialog = ({
  element,
  onClose,
}: {
  element: RegisterElement;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const update = useUpdateElement(element.id);
  return (
    <ElementForm
      title={t('Edit element')}
      initial={draftOf(element)}
      change={update}
      done={t('The element has been saved.')}
      failed={t('The element could not be saved.')}
      onClose={onClose}
    />
  );
};
