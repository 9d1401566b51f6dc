import { generatePath, useNavigate } from 'react-router';
import { OfficePage } from '../../components/office-page';
import { QueryView } from '../../components/query-view';
import { Section } from '../../components/section';
import { useOfficeBudgets } from '../../features/budgets/api/get-budgets';
import { BudgetList } from '../../features/budgets/components/budget-list';
import { NewBudgetForm } from '../../features/budgets/components/new-budget-form';
import { useOfficeComplex } from '../../features/office-complexes/api/get-office-complex';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { BackLink } from './back-link';
import { OfficeNotFound } from './office-not-found';
import { useIdParam } from './use-id-param';

/**
 * A complex's yearly budgets, the newest year first, each opening its page; and 'Draw up a budget' for a year,
 * which opens the new draft. An archived complex's budgets are only read.
 */
export const BudgetsScreen = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useIdParam();
  const complex = useOfficeComplex(id ?? 0, id !== null);
  const budgets = useOfficeBudgets(id ?? 0, id !== null);
  if (id === null) return <OfficeNotFound />;
  const details = complex.data?.complex;
  return (
    <OfficePage
      title={details ? t('Budgets of {{complex}}', { complex: details.naam }) : t('Budgets')}
      before={
        <BackLink
          to={generatePath(officeRoutes.complex, { id: String(id) })}
          label={t('Back to the complex')}
        />
      }
    >
      <QueryView query={budgets} skeleton={{ lines: 4 }} notFound={t('This complex was not found.')}>
        {(list) => <BudgetList budgets={list} />}
      </QueryView>
      {budgets.data && details?.archivedAt === null && (
        <Section title={t('Draw up a budget')}>
          <NewBudgetForm
            complexId={id}
            onCreated={(budget) => {
              void navigate(generatePath(officeRoutes.budget, { id: String(budget.id) }));
            }}
          />
        </Section>
      )}
    </OfficePage>
  );
};
