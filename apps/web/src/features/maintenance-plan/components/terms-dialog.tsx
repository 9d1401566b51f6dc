import { ActionIcon, Button, Fieldset, Group, NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  MAX_PLAN_PERCENTAGE,
  PLAN_HORIZON,
  PlanTermsPayload,
  type MaintenancePlan,
  type PlanTerms,
} from '@vve/contract/calls/maintenance-plan';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useSavePlanTerms } from '../api/save-plan-terms';
import { PLAN_REFUSALS } from './plan-refusals';

/** A number as NumberInput gives it: '' when empty. */
type Entered = number | string;

/** What the form holds: the terms with their numbers as typed. */
interface Draft {
  priceDate: string;
  indexation: Entered;
  startYear: Entered;
  horizon: Entered;
  reserveAtStart: Entered;
  yearlyContribution: Entered;
  contributionByYear: { year: Entered; amount: Entered }[];
  interestRate: Entered;
  rebuildValue: Entered;
}

type Field = Exclude<keyof Draft, 'contributionByYear'>;

const draftOf = (terms: PlanTerms): Draft => ({ ...terms, rebuildValue: terms.rebuildValue ?? '' });

const payloadOf = (draft: Draft) => ({
  ...draft,
  rebuildValue: draft.rebuildValue === '' ? null : draft.rebuildValue,
});

/** What a field's problem says, in the user's language (the contract's messages are its English texts). */
const problemText = (field: Field | 'contributionByYear', t: TFunction): string => {
  const percentage = t('A percentage lies between 0 and 25, with at most two decimals.');
  const amount = t('An amount of 0 euros or more, with at most two decimals, within a billion euros.');
  const texts: Record<Field | 'contributionByYear', string> = {
    priceDate: t('Enter the date of the price level.'),
    indexation: percentage,
    startYear: t('A year lies between 2000 and 2100.'),
    horizon: t('A plan covers 10 to 40 years.'),
    reserveAtStart: t('An amount has at most two decimals and lies within a billion euros.'),
    yearlyContribution: amount,
    contributionByYear: t('Give each year’s own contribution once, for a year of the plan.'),
    interestRate: percentage,
    rebuildValue: amount,
  };
  return texts[field];
};

/**
 * 'Change terms' of the draft: the price level date and indexation, the first year and the number of years, the
 * reserve at the start, the yearly contribution and the years with their own, the interest and the rebuild value.
 */
export const TermsDialog = ({ plan, onClose }: { plan: MaintenancePlan; onClose: () => void }) => {
  const { t } = useTranslation();
  const save = useSavePlanTerms(plan.complex.id);
  const [draft, setDraft] = useState(() => draftOf(plan.terms));
  const [checked, setChecked] = useState(false);
  const parsed = PlanTermsPayload.safeParse(payloadOf(draft));
  const issues = checked && !parsed.success ? parsed.error.issues : [];
  const problem = (field: Field) =>
    issues.some((issue) => issue.path[0] === field) ? problemText(field, t) : undefined;
  const set = <F extends keyof Draft>(field: F, value: Draft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
  };
  const setYear = (index: number, entry: Partial<Draft['contributionByYear'][number]>) => {
    set(
      'contributionByYear',
      draft.contributionByYear.map((old, at) => (at === index ? { ...old, ...entry } : old)),
    );
  };
  const number = (
    field: Field & Exclude<keyof Draft, 'priceDate'>,
    label: string,
    options: {
      decimals?: boolean;
      negative?: boolean;
      prefix?: string;
      suffix?: string;
      description?: string;
    } = {},
  ) => (
    <NumberInput
      label={label}
      description={options.description}
      required={field !== 'rebuildValue'}
      value={draft[field]}
      error={problem(field)}
      allowDecimal={options.decimals ?? false}
      decimalScale={options.decimals ? 2 : undefined}
      allowNegative={options.negative ?? false}
      prefix={options.prefix}
      suffix={options.suffix}
      onChange={(value) => {
        set(field, value);
      }}
    />
  );
  const byYearProblem = issues.some((issue) => issue.path[0] === 'contributionByYear');
  return (
    <FormDialog
      title={t('Change terms')}
      size="lg"
      submitLabel={t('Save')}
      pending={save.isPending}
      onClose={onClose}
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success) return;
        save.mutate(parsed.data, {
          onSuccess: () => {
            notify(t('The terms have been saved.'));
            onClose();
          },
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          type="date"
          label={t('Price level')}
          description={t('The date the prices are of.')}
          required
          data-autofocus
          value={draft.priceDate}
          error={problem('priceDate')}
          onChange={(event) => {
            set('priceDate', event.currentTarget.value);
          }}
        />
        {number('indexation', t('Indexation'), { decimals: true, suffix: ' %', description: t('A year.') })}
        {number('startYear', t('First year'))}
        {number('horizon', t('Number of years'), {
          description: t('{{from}} to {{to}}.', { from: PLAN_HORIZON.min, to: PLAN_HORIZON.max }),
        })}
        {number('reserveAtStart', t('Reserve at the start'), {
          decimals: true,
          negative: true,
          prefix: '€ ',
        })}
        {number('yearlyContribution', t('Yearly contribution'), { decimals: true, prefix: '€ ' })}
        {number('interestRate', t('Interest'), {
          decimals: true,
          suffix: ' %',
          description: t('A year, on the reserve at the start of the year; at most {{most}} %.', {
            most: MAX_PLAN_PERCENTAGE,
          }),
        })}
        {number('rebuildValue', t('Rebuild value'), {
          decimals: true,
          prefix: '€ ',
          description: t('Empty when it is not known.'),
        })}
      </SimpleGrid>
      <Fieldset legend={t('Years with their own contribution')} variant="unstyled">
        {draft.contributionByYear.map((entry, index) => (
          <Group
            key={index}
            role="group"
            aria-label={t('Own contribution {{number}}', { number: index + 1 })}
            gap="sm"
            align="flex-end"
            mb="xs"
            wrap="nowrap"
          >
            <NumberInput
              label={t('Year')}
              allowDecimal={false}
              allowNegative={false}
              value={entry.year}
              onChange={(value) => {
                setYear(index, { year: value });
              }}
              w={120}
            />
            <NumberInput
              label={t('Amount')}
              allowDecimal
              decimalScale={2}
              allowNegative={false}
              prefix="€ "
              value={entry.amount}
              onChange={(value) => {
                setYear(index, { amount: value });
              }}
              flex={1}
            />
            <ActionIcon
              variant="subtle"
              color="red.8"
              size="lg"
              mb={4}
              aria-label={t('Remove own contribution {{number}}', { number: index + 1 })}
              onClick={() => {
                set(
                  'contributionByYear',
                  draft.contributionByYear.filter((_, at) => at !== index),
                );
              }}
            >
              <IconTrash aria-hidden size={18} />
            </ActionIcon>
          </Group>
        ))}
        {byYearProblem && (
          <Text size="sm" c="red.8" role="alert">
            {problemText('contributionByYear', t)}
          </Text>
        )}
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus aria-hidden size={16} />}
          onClick={() => {
            set('contributionByYear', [...draft.contributionByYear, { year: '', amount: '' }]);
          }}
        >
          {t('Add a year with its own contribution')}
        </Button>
      </Fieldset>
      {save.error && (
        <RefusalAlert
          error={save.error}
          failed={t('The terms could not be saved.')}
          explained={PLAN_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
