import type { OfficeBudget } from '@vve/contract/calls/budgets';
import { generatePath, useNavigate } from 'react-router';
import { useOfficeBudget } from '../../features/budgets/api/get-budgets';
import { BudgetView } from '../../features/budgets/components/budget-view';
import { RemoveBudgetButton } from '../../features/budgets/components/remove-budget-button';
import { useOfficeDecisions } from '../../features/meetings/api/get-decisions';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';
import { useIdParam } from './use-id-param';

/** The list of the budget's complex. */
const budgetsOf = (budget: OfficeBudget) =>
  generatePath(officeRoutes.complexBudgets, { id: String(budget.complex.id) });

/** The budget with the decisions of its complex's meetings, which adopt it. */
const BudgetWithDecisions = ({ budget }: { budget: OfficeBudget }) => {
  const decisions = useOfficeDecisions(budget.complex.id);
  return <BudgetView budget={budget} decisions={decisions.data ?? []} />;
};

/**
 * A budget of a complex by the id in its path: a draft's items changed and saved, what each unit pays of it, its
 * adoption by a carried decision, and 'Remove the draft'; an adopted budget as it stands.
 */
export const BudgetScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const loaded = useOfficeBudget(id ?? 0, id !== null).data;
  return (
    <OfficeRecordScreen
      useRecord={useOfficeBudget}
      title={(_, budget) =>
        budget
          ? t('Budget {{year}} of {{complex}}', { year: budget.year, complex: budget.complex.naam })
          : t('Budget')
      }
      back={
        loaded
          ? { to: budgetsOf(loaded), label: t('Budgets of {{complex}}', { complex: loaded.complex.naam }) }
          : { to: officeRoutes.complexes, label: t('Back to the complexes') }
      }
      actions={(budget) =>
        budget.adoptedOn === null && (
          <RemoveBudgetButton
            budget={budget}
            onRemoved={() => {
              void navigate(budgetsOf(budget), { replace: true });
            }}
          />
        )
      }
      notFound={t('This budget was not found.')}
    >
      {(budget) => <BudgetWithDecisions budget={budget} />}
    </OfficeRecordScreen>
  );
};
