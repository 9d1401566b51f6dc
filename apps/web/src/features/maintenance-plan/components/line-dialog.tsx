import { NativeSelect, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  MAX_PLAN_CYCLE,
  PlanActivity,
  PlanLinePayload,
  VAT_RATES,
  type MaintenancePlan,
  type PlanElementChoice,
  type PlanLine,
} from '@vve/contract/calls/maintenance-plan';
import { ElementUnit } from '@vve/contract/calls/office-planning';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { lastPlanYear } from '@vve/contract/rules/maintenance-plan';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { unitLabel } from '../../../lib/unit-label';
import { useAddPlanLine } from '../api/add-plan-line';
import { useChangePlanLine } from '../api/change-plan-line';
import { PLAN_REFUSALS } from './plan-refusals';
import { activityLabel } from '../plan-work';

/** A number as NumberInput gives it: '' when empty. */
type Entered = number | string;

/** What the form holds: the line with its numbers as typed, and whether its work comes back. */
interface Draft {
  elementId: string | null;
  activity: PlanActivity;
  description: string;
  quantity: Entered;
  unit: ElementUnit | null;
  unitPrice: Entered;
  vatRate: string;
  firstYear: Entered;
  repeats: boolean;
  cycle: Entered;
  note: string;
}

type Field = Exclude<keyof Draft, 'repeats'>;

const EMPTY: Draft = {
  elementId: null,
  activity: 'replace',
  description: '',
  quantity: '',
  unit: null,
  unitPrice: '',
  vatRate: '21',
  firstYear: '',
  repeats: true,
  cycle: '',
  note: '',
};

const draftOf = (line: PlanLine): Draft => ({
  elementId: line.element === null ? null : String(line.element.id),
  activity: line.activity,
  description: line.description,
  quantity: line.quantity,
  unit: line.unit,
  unitPrice: line.unitPrice,
  vatRate: String(line.vatRate),
  firstYear: line.firstYear,
  repeats: line.cycle !== null,
  cycle: line.cycle ?? '',
  note: line.note,
});

const payloadOf = (draft: Draft) => ({
  elementId: draft.elementId === null ? null : Number(draft.elementId),
  activity: draft.activity,
  description: draft.description,
  quantity: draft.quantity,
  unit: draft.unit,
  unitPrice: draft.unitPrice,
  vatRate: Number(draft.vatRate),
  firstYear: draft.firstYear,
  cycle: draft.repeats ? draft.cycle : null,
  note: draft.note,
});

/** An element of the register as the choice names it: its NL-SfB code, label and location. */
const elementOption = (element: PlanElementChoice) => ({
  value: String(element.id),
  label: [element.nlsfbCode, element.label, `(${element.location})`].filter(Boolean).join(' '),
});

/** What a field's problem says, in the user's language (the contract's messages are its English texts). */
const problemText = (field: Field, plan: MaintenancePlan, t: TFunction): string => {
  const texts: Record<Field, string> = {
    elementId: t('Choose an element of the register, or none.'),
    activity: t('Choose the work.'),
    description: t('Work of the kind ‘other’ needs a description.'),
    quantity: t('A quantity is a number above 0 with at most two decimals.'),
    unit: t('Choose what the quantity is measured in.'),
    unitPrice: t('A price is an amount of 0 euros or more, with at most two decimals.'),
    vatRate: t('A VAT rate is 0, 9 or 21 percent.'),
    firstYear: t('The first year is one of the plan’s years {{from}}–{{to}}.', {
      from: plan.terms.startYear,
      to: lastPlanYear(plan.terms),
    }),
    cycle: t('A cycle is a whole number of 1 to 100 years.'),
    note: t('A note has at most 255 characters.'),
  };
  return texts[field];
};

interface LineFormProps {
  plan: MaintenancePlan;
  title: string;
  initial: Draft;
  change: ReturnType<typeof useAddPlanLine>;
  done: string;
  failed: string;
  onClose: () => void;
}

/**
 * A line's element (a choice of the register, or none: choosing one takes its quantity and measure), its work
 * and description, quantity and measure, price per measure excluding VAT and the VAT rate, its first year (one of
 * the plan's) and its cycle in years (or once), and a note.
 */
const LineForm = ({ plan, title, initial, change, done, failed, onClose }: LineFormProps) => {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const parsed = PlanLinePayload.safeParse(payloadOf(draft));
  const outsideYears = parsed.success && !plan.years.includes(parsed.data.firstYear);
  const problem = (field: Field) => {
    if (!checked) return undefined;
    const found =
      (field === 'firstYear' && outsideYears) ||
      (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === field));
    return found ? problemText(field, plan, t) : undefined;
  };
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const chooseElement = (value: string | null) => {
    const element = plan.elements.find((candidate) => String(candidate.id) === value);
    setDraft((current) => ({
      ...current,
      elementId: value,
      ...(element?.quantity != null && { quantity: element.quantity }),
      ...(element?.unit != null && { unit: element.unit }),
    }));
  };
  return (
    <FormDialog
      title={title}
      size="lg"
      submitLabel={t('Save')}
      pending={change.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success || outsideYears) return;
        change.mutate(parsed.data, {
          onSuccess: () => {
            notify(done);
            onClose();
          },
        });
      }}
    >
      <Select
        label={t('Element')}
        description={t('Optional: an element of the complex’s register. Choosing one takes its quantity.')}
        placeholder={t('No element')}
        searchable
        clearable
        data={plan.elements.map(elementOption)}
        value={draft.elementId}
        nothingFoundMessage={t('No element matches.')}
        error={problem('elementId')}
        onChange={chooseElement}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NativeSelect
          // The first field but the element's: a searchable select opens its list when it takes the focus.
          data-autofocus
          label={t('Work')}
          required
          data={PlanActivity.options.map((activity) => ({
            value: activity,
            label: activityLabel(activity, t),
          }))}
          value={draft.activity}
          onChange={(event) => {
            set('activity', PlanActivity.safeParse(event.currentTarget.value).data ?? 'other');
          }}
        />
        <TextInput
          label={t('Description')}
          required={draft.activity === 'other'}
          maxLength={MAX_NAME_LENGTH}
          value={draft.description}
          error={problem('description')}
          onChange={(event) => {
            set('description', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('Quantity')}
          required
          allowDecimal
          decimalScale={2}
          allowNegative={false}
          value={draft.quantity}
          error={problem('quantity')}
          onChange={(value) => {
            set('quantity', value);
          }}
        />
        <NativeSelect
          label={t('Measured in')}
          required
          data={[
            { value: '', label: t('Choose'), disabled: true },
            ...ElementUnit.options.map((unit) => ({ value: unit, label: unitLabel(unit, t) })),
          ]}
          value={draft.unit ?? ''}
          error={problem('unit')}
          onChange={(event) => {
            set('unit', ElementUnit.safeParse(event.currentTarget.value).data ?? null);
          }}
        />
        <NumberInput
          label={t('Price per measure (excl. VAT)')}
          description={t('At the price level date.')}
          required
          allowDecimal
          decimalScale={2}
          allowNegative={false}
          prefix="€ "
          value={draft.unitPrice}
          error={problem('unitPrice')}
          onChange={(value) => {
            set('unitPrice', value);
          }}
        />
        <NativeSelect
          label={t('VAT')}
          required
          data={VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }))}
          value={draft.vatRate}
          error={problem('vatRate')}
          onChange={(event) => {
            set('vatRate', event.currentTarget.value);
          }}
        />
        <NumberInput
          label={t('First year')}
          description={t('{{from}} to {{to}}.', { from: plan.terms.startYear, to: lastPlanYear(plan.terms) })}
          required
          allowDecimal={false}
          allowNegative={false}
          value={draft.firstYear}
          error={problem('firstYear')}
          onChange={(value) => {
            set('firstYear', value);
          }}
        />
        <NativeSelect
          label={t('Cycle')}
          data={[
            { value: 'once', label: t('Once') },
            { value: 'every', label: t('Every … years') },
          ]}
          value={draft.repeats ? 'every' : 'once'}
          onChange={(event) => {
            set('repeats', event.currentTarget.value === 'every');
          }}
        />
        {draft.repeats && (
          <NumberInput
            label={t('Number of years')}
            required
            description={t('1 to {{most}}.', { most: MAX_PLAN_CYCLE })}
            allowDecimal={false}
            allowNegative={false}
            value={draft.cycle}
            error={problem('cycle')}
            onChange={(value) => {
              set('cycle', value);
            }}
          />
        )}
      </SimpleGrid>
      <TextInput
        label={t('Note')}
        maxLength={MAX_NAME_LENGTH}
        value={draft.note}
        error={problem('note')}
        onChange={(event) => {
          set('note', event.currentTarget.value);
        }}
      />
      {change.error && <RefusalAlert error={change.error} failed={failed} explained={PLAN_REFUSALS} />}
    </FormDialog>
  );
};

/** 'Add line' to the draft. */
export const NewLineDialog = ({ plan, onClose }: { plan: MaintenancePlan; onClose: () => void }) => {
  const { t } = useTranslation();
  const add = useAddPlanLine(plan.complex.id);
  return (
    <LineForm
      plan={plan}
      title={t('Add line')}
      initial={EMPTY}
      change={add}
      done={t('The line has been added.')}
      failed={t('The line could not be added.')}
      onClose={onClose}
    />
  );
};

/** 'Change line' of the draft: everything of it. */
export const ChangeLineDialog = ({
  plan,
  line,
  onClose,
}: {
  plan: MaintenancePlan;
  line: PlanLine;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const change = useChangePlanLine(line.id);
  return (
    <LineForm
      plan={plan}
      title={t('Change line')}
      initial={draftOf(line)}
      change={change}
      done={t('The line has been saved.')}
      failed={t('The line could not be saved.')}
      onClose={onClose}
    />
  );
};
