import { screen, waitFor, within } from '@testing-library/react';
import type { MaintenancePlan, PlanLine } from '@vve/contract/calls/maintenance-plan';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, type Reply } from '../../test/fake-api';
import {
  adoptedPlan,
  boilerLine,
  maintenancePlan,
  planTerms,
  roofLine,
  type FixtureLine,
} from '../../test/maintenance-plan-data';
import { complexRow } from '../../test/office-complex-data';
import { detailValue, renderScreen, withinSection } from '../../test/render-app';

const PLAN = '/api/app/office/complexes/7/maintenance-plan';

const replies = (more: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complex-list': () => json(200, [complexRow(7, { naam: 'VvE Het Anker' })]),
  [`GET ${PLAN}`]: () => json(200, maintenancePlan()),
  'GET /api/app/office/plan-versions/11': () => json(200, adoptedPlan()),
  ...more,
});

const renderPlan = (path: string, more: Record<string, Reply> = {}) =>
  renderScreen(path, replies(more), { roles: ['administrator'] });

const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }, { timeout: 8000 });

/** The table of the plan's lines. */
const planTable = async () => within(await screen.findByRole('table', { name: /lines\. Amounts in euros/ }));

/** The texts of a row's cells (its header cell included). */
const cellsOf = (row: Element | undefined) =>
  [...(row?.querySelectorAll('th, td') ?? [])].map((cell) => cell.textContent);

/** The body rows of the plan's table, by their work. */
const lineRow = async (work: string) => {
  const table = await planTable();
  const header = table.getByRole('rowheader', { name: new RegExp(work) });
  return header.closest('tr') as HTMLElement;
};

/** An answer of a change: the plan with these lines instead. */
const planWith = (lines: readonly FixtureLine[], change: Partial<MaintenancePlan> = {}) => ({
  ...maintenancePlan({ lines }),
  ...change,
});

/** A line of an answer as the fixtures write it. */
const fixtureOf = (line: PlanLine): FixtureLine => ({ ...line, element: line.element });

// The back office loads lazily on first use: more time than the default.
describe('back office: maintenance plan', { timeout: 20_000 }, () => {
  it('opens the plan of the complex chosen by name', async () => {
    const { user } = renderPlan('/office/maintenance-plan');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance plan' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maintenance plan' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Choose a complex to see its long-term maintenance plan.')).toBeVisible();
    const choice = screen.getByRole('combobox', { name: 'Complex' });
    await user.type(choice, 'Anker');
    await screen.findByText('VvE Het Anker', {}, { timeout: 3000 });
    await user.type(choice, '{ArrowDown}{Enter}');
    expect(await heading()).toBeVisible();
    expect(window.location.pathname).toBe('/app/office/maintenance-plan/7');
  });

  it('shows the legal check, the terms, the chart’s summary and the lines per year with their sums', async () => {
    renderPlan('/office/maintenance-plan/7');
    await heading();
    const check = await withinSection('Legal check (art. 5:126 BW)');
    expect(check.getByText('This version meets the law by its maintenance plan.')).toBeVisible();
    expect(detailValue('Adopted')).toBe('Met: on Jun 12, 2025, 0 years ago (at most 5)');
    expect(detailValue('Years covered')).toBe('Met: 10 years (at least 10)');
    expect(detailValue('Lowest reserve')).toBe('Met: €5,350.77 at the end of 2030 (never below zero)');
    expect(detailValue('Contribution of the first year')).toBe(
      'Not met: €6,000.00 in 2026; 0.5 % of the rebuild value is €12,000.00',
    );
    expect(check.getByText(/keeps the reserve at zero or above:/)).toHaveTextContent('€4,952.00');

    expect(detailValue('Years')).toBe('2026–2035 (10 years)');
    expect(detailValue('Indexation')).toBe('2 % a year');
    expect(detailValue('Reserve at the start')).toBe('€20,000.00');
    expect(detailValue('Rebuild value')).toBe('€2,400,000.00');

    // The chart loads lazily: a figure with a name and a summary in words.
    const chart = await screen.findByRole(
      'figure',
      { name: 'Costs per year against the reserve at the end of each year' },
      { timeout: 8000 },
    );
    expect(chart).toHaveAccessibleDescription(
      'Costs €65,407.57 in all over 10 years; the lowest reserve is €5,350.77, at the end of 2030.',
    );

    const table = await planTable();
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'NL-SfB',
      'Element',
      'Work',
      'Actions',
      'Quantity',
      'Price per measure',
      'VAT',
      'First year',
      'Cycle',
      'Condition',
      ...['2026', '2027', '2028', '2029', '2030', '2031', '2032', '2033', '2034', '2035'],
      'Total',
    ]);
    expect(cellsOf(await lineRow('Bitumen dakbedekking'))).toEqual([
      '2710',
      'Dakvlak A',
      'ReplaceBitumen dakbedekking vervangenProposed: 2029',
      '',
      '400 m²',
      '€60.00',
      '21 %',
      '2030',
      'Every 25 years',
      '4 moderate (matig)',
      ...['', '', '', '', '31,434', '', '', '', '', ''],
      '€31,433.83',
    ]);
    expect(cellsOf(await lineRow('Buitenschilderwerk')).slice(0, 11)).toEqual([
      '',
      'No element',
      'PaintBuitenschilderwerk',
      '',
      '1 lump sum',
      '€8,000.00',
      '21 %',
      '2027',
      'Every 7 years',
      '',
      '',
    ]);
    const total = table.getByRole('rowheader', { name: 'Total per year' }).closest('tr') as HTMLElement;
    expect(cellsOf(total)).toEqual([
      'Total per year',
      ...['', '', '', '', '', ''],
      ...['', '9,874', '', '4,623', '31,434', '2,004', '6,132', '', '11,342', ''],
      '€65,407.57',
    ]);
    expect(table.getByRole('rowheader', { name: 'Subtotal 2 Shell' })).toBeDefined();
    expect(table.getByRole('rowheader', { name: 'Subtotal Without NL-SfB code' })).toBeDefined();
  });

  it('filters the lines by chapter and element, and sorts them by a column', async () => {
    const { user } = renderPlan('/office/maintenance-plan/7');
    await heading();
    const table = await planTable();
    const works = () =>
      table
        .getAllByRole('rowheader')
        .filter((header) => header.closest('tbody'))
        .map((header) => header.textContent);
    expect(works()).toHaveLength(5);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chapter' }), '2 Shell');
    expect(works()).toEqual(['ReplaceBitumen dakbedekking vervangenProposed: 2029']);
    expect(
      table
        .getAllByRole('rowheader')
        .filter((header) => header.closest('tfoot'))
        .map((header) => header.textContent),
    ).toEqual(['Subtotal 2 Shell', 'Total per year']);
    expect(screen.getByRole('table', { name: /^1 of 5 lines\./ })).toBeVisible();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chapter' }), 'All chapters');
    await user.type(screen.getByRole('searchbox', { name: 'Find an element' }), 'ketel');
    expect(works()).toEqual(['ReplaceCv-ketel vervangenProposed: 2027']);
    await user.clear(screen.getByRole('searchbox', { name: 'Find an element' }));

    await user.click(table.getByRole('button', { name: 'First year' }));
    expect(table.getByRole('columnheader', { name: 'First year' })).toHaveAttribute('aria-sort', 'ascending');
    const firstYears = () =>
      table
        .getAllByRole('row')
        .filter((row) => row.closest('tbody') && !row.hasAttribute('aria-hidden'))
        .map((row) => cellsOf(row)[7]);
    expect(firstYears()).toEqual(['2027', '2029', '2030', '2031', '2032']);
    await user.click(table.getByRole('button', { name: 'First year' }));
    expect(table.getByRole('columnheader', { name: 'First year' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstYears()).toEqual(['2032', '2031', '2030', '2029', '2027']);
  });

  it('renders only the rows in view of a plan of 500 lines', async () => {
    const lines = Array.from({ length: 500 }, (_, index): FixtureLine => ({
      ...roofLine,
      id: 1000 + index,
      key: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      description: `Dakvlak ${index + 1}`,
    }));
    renderPlan('/office/maintenance-plan/7', {
      [`GET ${PLAN}`]: () => json(200, maintenancePlan({ lines })),
    });
    await heading();
    const table = await planTable();
    const rendered = table.getAllByRole('rowheader').filter((header) => header.closest('tbody'));
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(40);
    // Screen readers hear how many rows there are: the header, the lines, a subtotal and the total.
    expect(screen.getByRole('table', { name: /^500 of 500 lines/ })).toHaveAttribute('aria-rowcount', '503');
    expect(rendered[0]?.closest('tr')).toHaveAttribute('aria-rowindex', '2');
  });

  it('adds a line: checks it, takes the element’s quantity and sends it', async () => {
    const sent: unknown[] = [];
    const gutter: FixtureLine = {
      ...roofLine,
      id: 106,
      key: '0b9d5a3e-6f1b-4c2a-9d3e-1a2b3c4d5e07',
      element: {
        id: 35,
        label: 'Hemelwaterafvoer',
        location: 'Gevel noord',
        nlsfbCode: '5210',
        condition: null,
      },
      description: 'Hemelwaterafvoer vervangen',
      quantity: 60,
      unit: 'm1',
      unitPrice: 85.5,
      vatRate: 9,
      firstYear: 2031,
      cycle: 30,
      note: 'Zink',
    };
    const { user } = renderPlan('/office/maintenance-plan/7', {
      [`POST ${PLAN}/lines`]: (request) => {
        sent.push(bodyOf(request));
        return json(200, planWith([...maintenancePlan().lines.map(fixtureOf), gutter]));
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add line' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('A quantity is a number above 0 with at most two decimals.')).toBeVisible();
    expect(dialog.getByText('Choose what the quantity is measured in.')).toBeVisible();
    expect(
      dialog.getByText('A price is an amount of 0 euros or more, with at most two decimals.'),
    ).toBeVisible();
    expect(dialog.getByText('A cycle is a whole number of 1 to 100 years.')).toBeVisible();

    const element = dialog.getByRole('combobox', { name: /^Element/ });
    await user.type(element, 'Hemel');
    await user.type(element, '{ArrowDown}{Enter}');
    expect(element).toHaveValue('5210 Hemelwaterafvoer (Gevel noord)');
    expect(dialog.getByRole('textbox', { name: 'Quantity' })).toHaveValue('60');
    expect(dialog.getByRole('combobox', { name: 'Measured in' })).toHaveValue('m1');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Hemelwaterafvoer vervangen');
    await user.type(dialog.getByRole('textbox', { name: /^Price per measure/ }), '85.5');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'VAT' }), '9 %');
    await user.type(dialog.getByRole('textbox', { name: /^First year/ }), '2040');
    await user.type(dialog.getByRole('textbox', { name: 'Number of years' }), '30');
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Zink');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('The first year is one of the plan’s years 2026–2035.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(dialog.getByRole('textbox', { name: /^First year/ }));
    await user.type(dialog.getByRole('textbox', { name: /^First year/ }), '2031');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent).toEqual([
        {
          elementId: 35,
          activity: 'replace',
          description: 'Hemelwaterafvoer vervangen',
          quantity: 60,
          unit: 'm1',
          unitPrice: 85.5,
          vatRate: 9,
          firstYear: 2031,
          cycle: 30,
          note: 'Zink',
        },
      ]);
    });
    expect(await screen.findByText('The line has been added.')).toBeVisible();
    // The answer is the plan with its new sums: the table shows it at once.
    expect(cellsOf(await lineRow('Hemelwaterafvoer vervangen')).slice(0, 3)).toEqual([
      '5210',
      'Hemelwaterafvoer',
      'ReplaceHemelwaterafvoer vervangen',
    ]);
  });

  it('accepts one proposal of the inspections, then all of them', async () => {
    const sent: unknown[] = [];
    const moved = maintenancePlan({
      lines: [roofLine, { ...boilerLine, firstYear: 2027 }],
      proposals: [
        { lineId: 101, fromYear: 2030, toYear: 2029, reason: 'moderate', score: 4, inspectionId: 51 },
      ],
    });
    const { user } = renderPlan('/office/maintenance-plan/7', {
      [`POST ${PLAN}/proposals`]: (request) => {
        sent.push(bodyOf(request));
        return json(200, sent.length === 1 ? moved : { ...moved, proposals: [] });
      },
    });
    await heading();
    const proposals = await withinSection('Proposed by inspections');
    const rows = proposals.getAllByRole('row').slice(1);
    expect(rows.map((row) => cellsOf(row).slice(0, 4))).toEqual([
      [
        'Cv-ketel',
        'Replace: Cv-ketel vervangen',
        '2032 → 2027',
        'Overdue maintenance: next yearInspection: Condition 5 poor (slecht)',
      ],
      [
        'Dakvlak A',
        'Replace: Bitumen dakbedekking vervangen',
        '2030 → 2029',
        'Moderate: within 3 yearsInspection: Condition 4 moderate (matig)',
      ],
    ]);
    expect(proposals.getByRole('link', { name: 'Inspection: Condition 5 poor (slecht)' })).toHaveAttribute(
      'href',
      '/app/office/inspections/52',
    );
    await user.click(
      proposals.getByRole('button', { name: 'Accept the proposal for Replace: Cv-ketel vervangen' }),
    );
    expect(await screen.findByText('1 proposal has been accepted.')).toBeVisible();
    expect(sent).toEqual([{ lineIds: [104] }]);
    expect(cellsOf(await lineRow('Cv-ketel vervangen'))[7]).toBe('2027');
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => {
      expect(screen.queryByRole('heading', { name: 'Proposed by inspections' })).toBeNull();
    });
    expect(sent).toEqual([{ lineIds: [104] }, { lineIds: [101] }]);
    const history = await withinSection('History');
    expect(cellsOf(history.getAllByRole('row')[1])).toEqual([
      'Feb 20, 2026',
      'Anna de Vries',
      'Repair: Houtrot herstellen',
      '2031 → 2029',
      'Inspection: Condition 5 poor (slecht)',
    ]);
  });

  it('adopts the draft on a day that has come', async () => {
    const sent: unknown[] = [];
    const { user } = renderPlan('/office/maintenance-plan/7', {
      [`POST ${PLAN}/adoptions`]: (request) => {
        sent.push(bodyOf(request));
        return json(
          200,
          maintenancePlan({
            version: { id: 13, adoptedOn: null },
            versions: [
              { id: 13, adoptedOn: null },
              { id: 12, adoptedOn: '2026-02-20' },
              { id: 11, adoptedOn: '2025-06-12' },
            ],
          }),
        );
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Adopt' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adopt the plan' }));
    const day = dialog.getByLabelText(/^Adopted by the members’ meeting on/);
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(day).toHaveValue(today);
    await user.clear(day);
    await user.type(day, '2999-01-01');
    await user.click(dialog.getByRole('button', { name: 'Adopt' }));
    expect(dialog.getByText('Enter a day that has come.')).toBeVisible();
    await user.clear(day);
    await user.type(day, '2026-02-20');
    await user.click(dialog.getByRole('button', { name: 'Adopt' }));
    expect(await screen.findByText('The plan has been adopted.')).toBeVisible();
    expect(sent).toEqual([{ adoptedOn: '2026-02-20' }]);
    expect(
      within(screen.getByRole('combobox', { name: 'Version' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Draft', 'Adopted on Feb 20, 2026', 'Adopted on Jun 12, 2025']);
  });

  it('shows an adopted version as it is, and compares it with the draft', async () => {
    const { user } = renderPlan('/office/maintenance-plan/7');
    await heading();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), 'Adopted on Jun 12, 2025');
    expect(
      await screen.findByText('Adopted by the members’ meeting on Jun 12, 2025; kept as it is.'),
    ).toBeVisible();
    expect(window.location.search).toBe('?version=11');
    expect(cellsOf(await lineRow('Liftkeuring')).slice(0, 3)).toEqual([
      '',
      'No element',
      'InspectLiftkeuring',
    ]);
    for (const name of ['Add line', 'Change terms', 'Adopt', 'Use this contribution']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^Change line/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Proposed by inspections' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Compare with the draft' }));
    const comparison = await withinSection('Compared with the draft');
    expect(
      comparison.getByText('In all: adopted €63,333.35, draft €65,407.57, a difference of €2,074.22.'),
    ).toBeVisible();
    const listed = (title: string) =>
      within(comparison.getByRole('list', { name: title }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed('Moved to another year')).toEqual([
      'Cv-ketel · Replace: Cv-ketel vervangen: from 2033 to 2032',
    ]);
    expect(listed('Added in the draft')).toEqual([
      'No element · Other work: MJOP actualiseren: from 2031, €2,003.91',
    ]);
    expect(listed('Removed from the draft')).toEqual([
      'No element · Inspect: Liftkeuring: from 2028, €1,133.00',
    ]);
    expect(listed('Changed in cost')).toEqual([
      'No element · Paint: Buitenschilderwerk: €19,889.31 → €21,215.26',
      'Cv-ketel · Replace: Cv-ketel vervangen: €6,254.59 → €6,131.95',
    ]);
    const years = comparison.getAllByRole('row').slice(1);
    expect(years.slice(1, 3).map(cellsOf)).toEqual([
      ['2027', '€9,256.50', '€9,873.60', '+€617.10'],
      ['2028', '€1,133.00', '€0.00', '-€1,133.00'],
    ]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Version' }), 'Draft');
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeVisible();
    expect(window.location.search).toBe('');
  });

  it('says why the server refused a change, by its code', async () => {
    const { user } = renderPlan('/office/maintenance-plan/7', {
      [`PUT ${PLAN}`]: () => refusalReply('planLinesOutsideHorizon', { lines: 2, from: 2028, to: 2037 }),
      'DELETE /api/app/office/plan-lines/105': () =>
        refusalReply('planVersionAdopted', { adoptedOn: '2026-02-20' }),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Change terms' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change terms' }));
    const first = dialog.getByRole('textbox', { name: 'First year' });
    await user.clear(first);
    await user.type(first, '2028');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      await dialog.findByText(
        'Some lines of the plan begin outside these years: change or remove them first.',
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Remove line Other work: MJOP actualiseren' }));
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(question.getByText('Remove line Other work: MJOP actualiseren?')).toBeVisible();
    await user.click(question.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'This version of the plan was adopted by the members’ meeting and is kept as it is. Change the draft instead.',
      ),
    ).toBeVisible();
  });

  it('says which conditions a plan never adopted misses, and takes the proposed contribution', async () => {
    const sent: unknown[] = [];
    const terms = { ...planTerms, rebuildValue: null };
    const { user } = renderPlan('/office/maintenance-plan/7', {
      [`GET ${PLAN}`]: () =>
        json(200, maintenancePlan({ terms, versions: [], version: { id: 12, adoptedOn: null } })),
      [`PUT ${PLAN}`]: (request) => {
        sent.push(bodyOf(request));
        return json(200, maintenancePlan({ terms: { ...terms, yearlyContribution: 4952 }, versions: [] }));
      },
    });
    await heading();
    const check = await withinSection('Legal check (art. 5:126 BW)');
    expect(check.getByText('This version does not meet the law.')).toBeVisible();
    expect(detailValue('Adopted')).toBe('Not met: not adopted yet');
    expect(detailValue('Contribution of the first year')).toBe(
      'Not met: €6,000.00 in 2026; rebuild value not entered',
    );
    expect(detailValue('Rebuild value')).toBe('Not entered');
    await user.click(check.getByRole('button', { name: 'Use this contribution' }));
    expect(await screen.findByText('The yearly contribution has been saved.')).toBeVisible();
    expect(sent).toEqual([{ ...terms, yearlyContribution: 4952 }]);
    expect(detailValue('Yearly contribution')).toBe('€4,952.00');
    expect(check.queryByRole('button', { name: 'Use this contribution' })).toBeNull();
  });

  it('keeps the plan of an archived complex as it is', async () => {
    renderPlan('/office/maintenance-plan/7', {
      [`GET ${PLAN}`]: () => json(200, maintenancePlan({ archived: true })),
    });
    await heading();
    expect(screen.getByText('This complex is archived. Take it back into use to change it.')).toBeVisible();
    await planTable();
    for (const name of ['Add line', 'Change terms', 'Adopt', 'Use this contribution', 'Accept all']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: /^(Change|Remove) line/ })).toBeNull();
  });
});
