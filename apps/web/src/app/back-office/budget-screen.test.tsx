import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OfficeBudget } from '@vve/contract/calls/budgets';
import { describe, expect, it } from 'vitest';
import { adoptedBudget, budgetDecisions, budgetSummaries, draftBudget } from '../../test/budget-data';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { complexDetails } from '../../test/office-complex-data';
import { localDay } from '../../lib/local-day';
import { calledPaths, renderScreen, withinSection } from '../../test/render-app';

const BUDGET = '/api/app/office/budgets/40';

/** The back office with budget 40 (the draft, unless said otherwise); each change is recorded. */
const openBudget = (budget: OfficeBudget = draftBudget(), more: Record<string, Reply> = {}) => {
  let shown = budget;
  const changes: StubbedRequest[] = [];
  const recorded =
    (answer: (request: StubbedRequest) => Response): Reply =>
    (request) => {
      changes.push(request);
      return answer(request);
    };
  const result = renderScreen(
    '/office/budgets/40',
    {
      'GET /api/app/office/request-counts': () =>
        json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
      [`GET ${BUDGET}`]: () => json(200, shown),
      'GET /api/app/office/complexes/1/decisions': () => json(200, budgetDecisions),
      'GET /api/app/office/complexes/1': () => json(200, complexDetails()),
      'GET /api/app/office/complexes/1/budgets': () => json(200, budgetSummaries.slice(1)),
      [`PUT ${BUDGET}/items`]: recorded((request) => {
        const { items } = bodyOf(request) as { items: OfficeBudget['items'] };
        shown = {
          ...shown,
          items: items.map((item, index) => ({ ...item, id: 500 + index })),
          totalCents: items.reduce((total, item) => total + item.amountCents, 0),
        };
        return json(200, shown);
      }),
      [`POST ${BUDGET}/adoption`]: recorded((request) => {
        const { adoptedOn, decisionItemId } = bodyOf(request) as {
          adoptedOn: string;
          decisionItemId: number;
        };
        const decision = budgetDecisions.find((option) => option.itemId === decisionItemId);
        shown = {
          ...shown,
          adoptedOn,
          decision: decision
            ? {
                meetingId: decision.meetingId,
                itemId: decision.itemId,
                number: decision.number,
                title: decision.title,
              }
            : null,
        };
        return json(200, shown);
      }),
      [`DELETE ${BUDGET}`]: recorded(() => json(200, { id: 40 })),
      ...more,
    },
    { roles: ['administrator'] },
  );
  return { ...result, changes };
};

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Budget 2027 of VvE Het Anker' }, { timeout: 8000 });

/** The table of the draft's items, once shown. */
const itemsTable = async () => within(await screen.findByRole('table', { name: 'Items of the budget' }));

/** The texts of a table's rows. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

// The back office loads lazily on first use: more time than the default.
describe('back office: a budget', { timeout: 20_000 }, () => {
  it('shows a draft’s items to change, the plan’s reserve and what each unit would pay', async () => {
    openBudget();
    await heading();
    const items = await itemsTable();
    expect(items.getByRole('combobox', { name: 'Category of item 1' })).toHaveDisplayValue(
      'Management and administration',
    );
    expect(items.getByRole('textbox', { name: 'Description of item 2' })).toHaveValue('Opstalverzekering');
    expect(items.getByRole('textbox', { name: 'Amount per year of item 2' })).toHaveValue('1234.56');
    expect(items.getByRole('combobox', { name: 'Category of item 3' })).toHaveDisplayValue(
      'Reserve fund contribution',
    );
    expect(items.getByRole('row', { name: /^Total/ })).toHaveTextContent('€12,034.56');
    expect(
      screen.getByText('The maintenance plan asks €6,500.00 for the reserve fund in 2027.'),
    ).toBeVisible();
    const units = screen.getByRole('table', { name: 'What each unit pays' });
    expect(rowTexts(units)).toEqual([
      'UnitCost shareCharged toPer yearPer month',
      'HA-005 Kadijksplein 5-21250Jan de Vries€5,065.05€422.09',
      'HA-012 Kadijksplein 12-31720No owner€6,969.51€580.79',
      'Total2970€12,034.56€1,002.88',
    ]);
    expect(
      screen.getByText(
        'What the saved items would charge each unit by its cost share, once the budget is adopted.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Budgets of VvE Het Anker' })).toHaveAttribute(
      'href',
      '/app/office/complexes/1/budgets',
    );
  });

  it('saves the changed items as whole cents', async () => {
    const { user, changes } = openBudget();
    await heading();
    const items = await itemsTable();
    const amount = items.getByRole('textbox', { name: 'Amount per year of item 1' });
    await user.clear(amount);
    await user.type(amount, '1,234.56');
    const description = items.getByRole('textbox', { name: 'Description of item 2' });
    await user.clear(description);
    await user.type(description, 'Opstal- en aansprakelijkheidsverzekering');
    await user.click(items.getByRole('button', { name: 'Remove item 3: Reservefonds' }));
    expect(screen.getByRole('button', { name: 'Add an item' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const category = items.getByRole('combobox', { name: 'Category of item 3' });
    expect(category).toHaveFocus();
    await user.selectOptions(category, 'Cleaning');
    await user.type(items.getByRole('textbox', { name: 'Description of item 3' }), 'Glazenwasser');
    await user.type(items.getByRole('textbox', { name: 'Amount per year of item 3' }), '950,10');
    // 950,10 is no amount in English: nothing is sent until it is one.
    await user.click(screen.getByRole('button', { name: 'Save the budget' }));
    expect(await items.findByText('Enter an amount such as 1,234.56.')).toBeVisible();
    expect(changes).toEqual([]);
    const cleaning = items.getByRole('textbox', { name: 'Amount per year of item 3' });
    await user.clear(cleaning);
    await user.type(cleaning, '950.1');
    expect(items.getByRole('row', { name: /^Total/ })).toHaveTextContent('€3,419.22');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save the budget' }));
    expect(await screen.findByText('The budget has been saved.')).toBeVisible();
    expect(changes.map(bodyOf)).toEqual([
      {
        items: [
          { category: 'management', description: 'Beheerkosten', amountCents: 123_456 },
          {
            category: 'insurance',
            description: 'Opstal- en aansprakelijkheidsverzekering',
            amountCents: 123_456,
          },
          { category: 'cleaning', description: 'Glazenwasser', amountCents: 95_010 },
        ],
      },
    ]);
    expect(items.getByRole('textbox', { name: 'Amount per year of item 3' })).toHaveValue('950.10');
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('says what is wrong with an item, and sends nothing', async () => {
    const { user, changes } = openBudget();
    await heading();
    const items = await itemsTable();
    const amount = items.getByRole('textbox', { name: 'Amount per year of item 1' });
    await user.clear(amount);
    await user.type(amount, '4800.005');
    await user.clear(items.getByRole('textbox', { name: 'Description of item 2' }));
    await user.click(screen.getByRole('button', { name: 'Save the budget' }));
    expect(await items.findByText('Enter at most 2 decimals.')).toBeVisible();
    expect(amount).toHaveAccessibleDescription('Enter at most 2 decimals.');
    expect(items.getByRole('textbox', { name: 'Description of item 2' })).toHaveAccessibleDescription(
      'Describe the item.',
    );
    expect(items.getByRole('button', { name: 'Remove item 2 (no description)' })).toBeVisible();
    expect(changes).toEqual([]);
  });

  it('takes the maintenance plan’s contribution as the reserve item’s amount', async () => {
    const { user, changes } = openBudget();
    await heading();
    const items = await itemsTable();
    await user.click(screen.getByRole('button', { name: "Take the plan's contribution" }));
    expect(items.getByRole('textbox', { name: 'Amount per year of item 3' })).toHaveValue('6500.00');
    expect(items.queryByRole('textbox', { name: 'Amount per year of item 4' })).not.toBeInTheDocument();
    // The administrator still saves.
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save the budget' }));
    await screen.findByText('The budget has been saved.');
    expect(changes.map((change) => (bodyOf(change) as { items: unknown[] }).items[2])).toEqual([
      {
        category: 'reserve',
        description: 'Reservefonds',
        amountCents: 650_000,
      },
    ]);
  });

  it('adds a reserve item with the plan’s contribution when the draft has none', async () => {
    const { user } = openBudget(draftBudget({ items: draftBudget().items.slice(0, 2) }));
    await heading();
    const items = await itemsTable();
    await user.click(screen.getByRole('button', { name: "Take the plan's contribution" }));
    expect(items.getByRole('combobox', { name: 'Category of item 3' })).toHaveDisplayValue(
      'Reserve fund contribution',
    );
    expect(items.getByRole('textbox', { name: 'Description of item 3' })).toHaveValue(
      'Reserve fund contribution',
    );
    expect(items.getByRole('textbox', { name: 'Amount per year of item 3' })).toHaveValue('6500.00');
  });

  it('asks for the reserve when no adopted plan covers the year', async () => {
    openBudget(draftBudget({ planReserveCents: null }));
    await heading();
    expect(
      await screen.findByText(
        'No adopted maintenance plan covers 2027: enter the reserve contribution yourself.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: "Take the plan's contribution" })).not.toBeInTheDocument();
  });

  it('adopts the draft on a day by a carried decision, then shows it as it stands', async () => {
    const { user, changes } = openBudget();
    await heading();
    const adoption = await withinSection('Adopt the budget');
    fireEvent.change(adoption.getByLabelText(/Adopted on/), { target: { value: '2026-12-01' } });
    await user.click(adoption.getByRole('combobox', { name: 'Decision' }));
    const options = within(await screen.findByRole('listbox', { hidden: true })).getAllByRole('option', {
      hidden: true,
    });
    expect(options.map((option) => option.textContent)).toEqual([
      'No decision of a meeting',
      'Meeting of Mar 1, 2026, item 2: Vaststellen onderhoudsplan',
      'Meeting of Mar 1, 2026, item 3: Vaststellen begroting 2027',
    ]);
    await user.click(
      await screen.findByRole('option', {
        hidden: true,
        name: 'Meeting of Mar 1, 2026, item 3: Vaststellen begroting 2027',
      }),
    );
    await user.click(adoption.getByRole('button', { name: 'Adopt the budget' }));
    expect(await screen.findByText('The budget has been adopted.')).toBeVisible();
    expect(changes.map((change) => [change.url.pathname, bodyOf(change)])).toEqual([
      [`${BUDGET}/adoption`, { adoptedOn: '2026-12-01', decisionItemId: 73 }],
    ]);
    expect(await screen.findByText(/^Adopted on Dec 1, 2026/)).toBeVisible();
    expect(
      screen.getByRole('link', {
        name: 'by decision 3 of the meeting of Mar 1, 2026: Vaststellen begroting 2027',
      }),
    ).toHaveAttribute('href', '/app/office/meetings/7');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the draft' })).not.toBeInTheDocument();
  });

  it('adopts without a decision', async () => {
    const { user, changes } = openBudget();
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Adopt the budget' }));
    await screen.findByText('The budget has been adopted.');
    expect(changes.map(bodyOf)).toEqual([{ adoptedOn: localDay(), decisionItemId: null }]);
  });

  it('adopts only the saved items', async () => {
    const { user, changes } = openBudget();
    await heading();
    const items = await itemsTable();
    await user.type(items.getByRole('textbox', { name: 'Description of item 1' }), ' 2027');
    await user.click(screen.getByRole('button', { name: 'Adopt the budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Save the budget first: adopting takes its saved items.',
    );
    expect(changes).toEqual([]);
  });

  it('says why the server refuses the adoption', async () => {
    const { user } = openBudget(draftBudget(), {
      [`POST ${BUDGET}/adoption`]: () => refusalReply('unitsWithoutOwner', { units: 'HA-012' }),
    });
    await heading();
    await user.click(await screen.findByRole('button', { name: 'Adopt the budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Every unit pays its share: give these units an owner first: HA-012.',
    );
    expect(screen.getByRole('button', { name: 'Save the budget' })).toBeVisible();
  });

  it('shows an adopted budget as it stands', async () => {
    openBudget(adoptedBudget());
    await heading();
    const items = screen.getByRole('table', { name: 'Items of the budget' });
    expect(rowTexts(items)).toEqual([
      'CategoryDescriptionAmount per year',
      'Management and administrationBeheerkosten€4,800.00',
      'InsuranceOpstalverzekering€1,234.56',
      'Reserve fund contributionReservefonds€6,000.00',
      'Total€12,034.56',
    ]);
    expect(
      await screen.findByRole('link', {
        name: 'by decision 3 of the meeting of Mar 1, 2026: Vaststellen begroting 2027',
      }),
    ).toHaveAttribute('href', '/app/office/meetings/7');
    expect(screen.getByText(/^Adopted on Dec 1, 2026/)).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save the budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adopt the budget' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove the draft' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'What each unit pays' })).toBeVisible();
  });

  it('removes the draft after a yes, and goes back to the list', async () => {
    const { user, changes, fetchMock } = openBudget();
    await heading();
    await user.click(screen.getByRole('button', { name: 'Remove the draft' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Remove the draft budget 2027 with its items?')).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Remove the draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Budgets of VvE Het Anker' })).toBeVisible();
    expect(window.location.pathname).toBe('/app/office/complexes/1/budgets');
    expect(changes.map((change) => change.init?.method)).toEqual(['DELETE']);
    expect(await screen.findByText('The draft budget has been removed.')).toBeVisible();
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('GET /api/app/office/complexes/1/budgets');
    });
  });
});
