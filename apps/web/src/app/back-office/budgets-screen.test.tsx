import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { budgetSummaries, draftBudget } from '../../test/budget-data';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { libraryDocuments } from '../../test/document-data';
import { officeDecisions } from '../../test/meeting-data';
import { complexDetails, officeComplex } from '../../test/office-complex-data';
import { calledPaths, renderScreen } from '../../test/render-app';

const BUDGETS = '/api/app/office/complexes/1/budgets';

/** The back office with complex 1 and its budgets; `more` answers besides (or instead). */
const openBudgets = (more: Record<string, Reply> = {}, path = '/office/complexes/1/budgets') =>
  renderScreen(
    path,
    {
      'GET /api/app/office/request-counts': () =>
        json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
      'GET /api/app/office/complexes/1': () => json(200, complexDetails()),
      [`GET ${BUDGETS}`]: () => json(200, budgetSummaries),
      'GET /api/app/office/complexes/1/documents': () => json(200, libraryDocuments),
      'GET /api/app/office/complexes/1/decisions': () => json(200, officeDecisions),
      ...more,
    },
    { roles: ['administrator'] },
  );

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Budgets of VvE Het Anker' }, { timeout: 8000 });

// The back office loads lazily on first use: more time than the default.
describe('back office: budgets of a complex', { timeout: 15_000 }, () => {
  it('opens from the complex’s page', async () => {
    const { user } = openBudgets({}, '/office/complexes/1');
    const link = await screen.findByRole('link', { name: 'Budgets of this complex' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/app/office/complexes/1/budgets');
    await user.click(link);
    expect(await heading()).toBeVisible();
  });

  it('lists the budgets, the newest year first, each opening its page', async () => {
    openBudgets();
    await heading();
    const table = within(await screen.findByRole('table', { name: 'Budgets' }));
    expect(table.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'YearStatusTotal',
      '2027Draft€12,034.56',
      '2026Adopted on Dec 10, 2025€11,500.00',
    ]);
    expect(table.getByRole('link', { name: '2027' })).toHaveAttribute('href', '/app/office/budgets/40');
    expect(screen.getByRole('link', { name: 'Back to the complex' })).toHaveAttribute(
      'href',
      '/app/office/complexes/1',
    );
  });

  it('says so when there are none yet', async () => {
    openBudgets({ [`GET ${BUDGETS}`]: () => json(200, []) });
    await heading();
    expect(await screen.findByText('No budgets yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws up a budget for next year by default, or another year, and opens it', async () => {
    const sent: StubbedRequest[] = [];
    const { user } = openBudgets({
      [`POST ${BUDGETS}`]: (request) => {
        sent.push(request);
        return json(200, draftBudget({ id: 41, year: 2029, items: [] }));
      },
      'GET /api/app/office/budgets/41': () => json(200, draftBudget({ id: 41, year: 2029, items: [] })),
    });
    await heading();
    const year = await screen.findByRole('textbox', { name: 'Year' });
    expect(year).toHaveValue(String(new Date().getFullYear() + 1));
    await user.clear(year);
    await user.type(year, '2029');
    await user.click(screen.getByRole('button', { name: 'Draw up the budget' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Budget 2029 of VvE Het Anker' }),
    ).toBeVisible();
    expect(window.location.pathname).toBe('/app/office/budgets/41');
    expect(sent.map(bodyOf)).toEqual([{ year: 2029 }]);
  });

  it('asks for a year before it is sent', async () => {
    const { user, fetchMock } = openBudgets();
    await heading();
    const year = await screen.findByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.click(screen.getByRole('button', { name: 'Draw up the budget' }));
    expect(await screen.findByText('A year lies between 2000 and 2100.')).toBeVisible();
    expect(year).toHaveAccessibleDescription('A year lies between 2000 and 2100.');
    expect(calledPaths(fetchMock)).not.toContain(`POST ${BUDGETS}`);
  });

  it('says why the server refuses a budget', async () => {
    const { user } = openBudgets({
      [`POST ${BUDGETS}`]: () => refusalReply('budgetYearTaken', { year: 2027 }),
    });
    await heading();
    const year = await screen.findByRole('textbox', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: 'Draw up the budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This complex has a budget for 2027 already.');
    expect(window.location.pathname).toBe('/app/office/complexes/1/budgets');
  });

  it('explains a complex without financial management', async () => {
    const { user } = openBudgets({ [`POST ${BUDGETS}`]: () => refusalReply('budgetWithoutFinance') });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Draw up the budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This complex has no financial management: turn it on before drawing up a budget.',
    );
  });

  it('offers no new budget for an archived complex', async () => {
    openBudgets({
      'GET /api/app/office/complexes/1': () =>
        json(200, complexDetails({ complex: officeComplex({ archivedAt: '2026-11-24T10:00:00.000Z' }) })),
    });
    await heading();
    await screen.findByRole('table', { name: 'Budgets' });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Draw up the budget' })).not.toBeInTheDocument();
    });
  });
});
