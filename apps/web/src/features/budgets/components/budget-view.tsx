import { Stack, Text } from '@mantine/core';
import type { OfficeBudget } from '@vve/contract/calls/budgets';
import type { Decision } from '@vve/contract/calls/meeting-votes';
import { useState } from 'react';
import { Section } from '../../../components/section';
import { formatLocale } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { rowsOf, sameAsSaved } from '../draft-items';
import { AdoptBudgetForm } from './adopt-budget-form';
import { AdoptionNote } from './adoption-note';
import { BudgetItemsEditor } from './budget-items-editor';
import { BudgetItemsTable } from './budget-items-table';
import { UnitContributions } from './unit-contributions';

interface BudgetViewProps {
  budget: OfficeBudget;
  /** The decisions of the complex's meetings: a draft is adopted by a carried one; an adopted budget names its own. */
  decisions: readonly Decision[];
}

/** What each unit pays of the budget: for a draft, what its saved items would charge once adopted. */
const UnitsSection = ({ budget }: { budget: OfficeBudget }) => {
  const { t } = useTranslation();
  return (
    <Section title={t('What each unit pays')}>
      {budget.adoptedOn === null && (
        <Text size="sm" c="gray.7">
          {t('What the saved items would charge each unit by its cost share, once the budget is adopted.')}
        </Text>
      )}
      <UnitContributions units={budget.units} />
    </Section>
  );
};

/** A draft: its items changed in place and saved, what each unit would pay, and its adoption. */
const DraftBudget = ({ budget, decisions, locale }: BudgetViewProps & { locale: string }) => {
  const { t } = useTranslation();
  const [rows, setRows] = useState(() => rowsOf(budget.items, locale));
  const unsaved = !sameAsSaved(rows, budget.items, locale);
  return (
    <Stack gap="xl">
      <Section title={t('Items')}>
        <BudgetItemsEditor budget={budget} rows={rows} onChange={setRows} unsaved={unsaved} locale={locale} />
      </Section>
      <UnitsSection budget={budget} />
      <Section title={t('Adopt the budget')}>
        <AdoptBudgetForm budget={budget} decisions={decisions} unsaved={unsaved} />
      </Section>
    </Stack>
  );
};

/**
 * A budget of a complex: a draft's items to change and save, what each unit pays of it, and its adoption; an
 * adopted budget as it stands, with the day and the decision that adopted it.
 */
export const BudgetView = ({ budget, decisions }: BudgetViewProps) => {
  const { t, i18n } = useTranslation();
  const locale = formatLocale(i18n.language);
  if (budget.adoptedOn === null) {
    // Amounts are typed in the locale's way: another language starts the rows afresh from the saved items.
    return <DraftBudget key={locale} budget={budget} decisions={decisions} locale={locale} />;
  }
  const meetingStartsAt = decisions.find(
    (decision) => decision.itemId === budget.decision?.itemId,
  )?.meetingStartsAt;
  return (
    <Stack gap="xl">
      <AdoptionNote budget={budget} meetingStartsAt={meetingStartsAt} />
      <Section title={t('Items')}>
        <BudgetItemsTable
          items={budget.items}
          totalCents={budget.totalCents}
          label={t('Items of the budget')}
        />
      </Section>
      <UnitsSection budget={budget} />
    </Stack>
  );
};
