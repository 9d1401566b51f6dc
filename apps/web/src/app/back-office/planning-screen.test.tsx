import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, type Reply } from '../../test/fake-api';
import { complexRow } from '../../test/office-complex-data';
import { officePlanning, planningChoices, roofElement } from '../../test/office-supplier-data';
import type { ComplexConditions, ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import { renderScreen, withinSection } from '../../test/render-app';

const replies = (more: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complex-list': () => json(200, [complexRow(7, { naam: 'VvE Het Anker' })]),
  'GET /api/app/office/planning-choices': () => json(200, planningChoices),
  'GET /api/app/office/complexes/7/planning': () => json(200, officePlanning()),
  'GET /api/app/office/complexes/7/conditions': () => json(200, conditions),
  'GET /api/app/office/aspect-elements/31/condition-history': () => json(200, history),
  ...more,
});

const roofAspect = { id: 21, name: 'Platte daken blok A', aspectType: { id: 1, name: 'Dakbedekking' } };
const conditions: ComplexConditions = {
  complex: { id: 7, naam: 'VvE Het Anker' },
  condition: { condition: 4, factor: 1.3684, weighting: 'value' },
  aspects: [{ ...roofAspect, condition: { condition: 4, factor: 1.3684, weighting: 'value' } }],
  elements: [
    {
      element: { id: 31, label: 'Dakvlak A', location: 'Dak noord', nlsfbCode: '2710' },
      aspect: roofAspect,
      score: 5,
      scoredAt: '2026-10-01T09:00:00.000Z',
      overdue: true,
    },
    {
      element: { id: 32, label: 'Lichtkoepel', location: 'Dak noord', nlsfbCode: '3710' },
      aspect: roofAspect,
      score: 8,
      scoredAt: '2025-10-01T09:00:00.000Z',
      overdue: false,
    },
  ],
  unscoredElements: 1,
};
const history: ElementConditionHistory = {
  element: roofElement,
  aspect: roofAspect,
  entries: [
    { inspectionId: 50, performedAt: '2025-10-01T09:00:00.000Z', score: 4, state: 'WARN', defects: [] },
    {
      inspectionId: 51,
      performedAt: '2026-10-01T09:00:00.000Z',
      score: 5,
      state: 'BAD',
      defects: [
        {
          type: 'leak',
          severity: 'serious',
          intensity: 3,
          extent: 4,
          description: 'Lekt bij regen',
          files: [],
          photos: [],
        },
      ],
    },
  ],
};

const renderPlanning = (path: string, more: Record<string, Reply> = {}) =>
  renderScreen(path, replies(more), { roles: ['administrator'] });

const heading = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Maintenance planning of VvE Het Anker' },
    { timeout: 8000 },
  );

// The back office loads lazily on first use: more time than the default.
describe('back office: maintenance planning', { timeout: 15_000 }, () => {
  it('opens the planning of the complex chosen by name', async () => {
    const { user } = renderPlanning('/office/planning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance planning' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Maintenance planning' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Choose a complex to see and plan its maintenance.')).toBeVisible();
    const choice = screen.getByRole('combobox', { name: 'Complex' });
    await user.type(choice, 'Anker');
    await screen.findByText('VvE Het Anker', {}, { timeout: 3000 });
    await user.type(choice, '{ArrowDown}{Enter}');
    expect(await heading()).toBeVisible();
    expect(window.location.pathname).toBe('/app/office/planning/7');
  });

  it('shows the aspects with their elements, the open tasks with their repeat and the performed ones', async () => {
    renderPlanning('/office/planning/7');
    await heading();
    const aspects = await withinSection('Aspects and their elements');
    expect(aspects.getByRole('heading', { level: 3, name: 'Platte daken blok A' })).toBeVisible();
    expect(aspects.getByText('Roofing')).toBeVisible();
    expect(aspects.getByRole('heading', { level: 3, name: 'Window frames' })).toBeVisible();
    expect(aspects.getByText('This aspect has no elements yet.')).toBeVisible();
    const element = within(aspects.getByText('Dakvlak A').closest('tr') as HTMLElement);
    expect(
      element
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 4),
    ).toEqual(['27.1.1', 'Dakbedekking bitumen', 'Dakvlak A', 'Dak noord']);
    // The register: NL-SfB code, quantity with its unit, year of installation and replacement value.
    expect(
      element
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(4, 8),
    ).toEqual(['2710', '412.5 m²', '2004', '€28,875.50']);
    const tasks = await withinSection('Planned inspection tasks');
    const rows = tasks.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent)
          .slice(0, 4),
      ),
    ).toEqual([
      ['Dec 1, 2026 ', 'Platte daken blok A', 'Dakwerken Smit B.V.', 'Every 12 months'],
      ['Jan 15, 2027 Started', 'Platte daken blok A', 'Dakwerken Smit B.V.', 'Does not repeat'],
    ]);
    const performed = await withinSection('Recently performed tasks');
    expect(performed.getByText('Mar 2, 2026')).toBeVisible();
  });

  it('plans a task of an aspect for a supplier, repeating every 12 months', async () => {
    const sent: [string, unknown][] = [];
    const { user } = renderPlanning('/office/planning/7', {
      'POST /api/app/office/aspects/21/tasks': (request) => {
        sent.push([request.url.pathname, bodyOf(request)]);
        return json(200, officePlanning().openTasks[0]);
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Plan inspection task' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Plan inspection task' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Choose an aspect.')).toBeVisible();
    expect(dialog.getByText('Choose a supplier.')).toBeVisible();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Aspect' }), 'Platte daken blok A');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Supplier' }), 'Dakwerken Smit B.V.');
    await user.type(dialog.getByLabelText(/^Date/), '2026-12-01');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Repeat/ }), 'months');
    const every = dialog.getByRole('textbox', { name: 'Number of months' });
    await user.clear(every);
    await user.type(every, '12');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent).toEqual([
        [
          '/api/app/office/aspects/21/tasks',
          { supplierId: 3, scheduledDate: '2026-12-01', repeat: { every: 12, unit: 'months' } },
        ],
      ]);
    });
    expect(await screen.findByText('The task has been planned.')).toBeVisible();
  });

  it('adds an element to an aspect, and says why an inspected aspect is kept', async () => {
    const sent: unknown[] = [];
    const { user } = renderPlanning('/office/planning/7', {
      'POST /api/app/office/aspects/22/elements': (request) => {
        sent.push(bodyOf(request));
        return json(200, { ...officePlanning().aspects[0]?.elements[0], id: 32 });
      },
      'DELETE /api/app/office/aspects/21': () => refusalReply('aspectInspected'),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add element to Window frames' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add element' }));
    await user.type(dialog.getByRole('textbox', { name: 'Code' }), '31.1.1');
    await user.type(dialog.getByRole('textbox', { name: 'Code name' }), 'Houten kozijn');
    await user.type(dialog.getByRole('textbox', { name: 'Label' }), 'Kozijn 0.01');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('An element needs a location.')).toBeVisible();
    await user.type(dialog.getByRole('textbox', { name: 'Location' }), 'Gevel');
    // The register: a code outside NL-SfB's table, a quantity without its unit and a malformed GlobalId are named.
    await user.type(dialog.getByRole('textbox', { name: /^NL-SfB code/ }), '3910');
    await user.type(dialog.getByRole('textbox', { name: 'Quantity' }), '24');
    await user.type(
      dialog.getByRole('textbox', { name: /^Model elements/ }),
      '2O2Fr$t4X7Zf8NOew3FLOH{Enter}kozijn-1',
    );
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(
      dialog.getByText('An NL-SfB code is the four digits of an element of table 1, e.g. 2710.'),
    ).toBeVisible();
    expect(
      dialog.getByText(
        'Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
      ),
    ).toBeVisible();
    expect(
      dialog.getByText('Each model element is an IFC GlobalId of 22 characters, listed once.'),
    ).toBeVisible();
    expect(sent).toEqual([]);
    const code = dialog.getByRole('textbox', { name: /^NL-SfB code/ });
    await user.clear(code);
    await user.type(code, '3110');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Measured in' }), 'pieces');
    await user.type(dialog.getByRole('textbox', { name: 'Year of installation' }), '1998');
    await user.type(dialog.getByRole('textbox', { name: 'Replacement value' }), '1250.5');
    const ids = dialog.getByRole('textbox', { name: /^Model elements/ });
    await user.clear(ids);
    await user.type(ids, '2O2Fr$t4X7Zf8NOew3FLOH{Enter}1hOSvn6df7F8_7GcBWlRGQ');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent).toEqual([
        {
          elementCode: { fullCode: '31.1.1', name: 'Houten kozijn' },
          label: 'Kozijn 0.01',
          location: 'Gevel',
          nlsfbCode: '3110',
          material: null,
          quantity: 24,
          unit: 'st',
          installedYear: 1998,
          expectedLife: null,
          replacementValue: 1250.5,
          globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH', '1hOSvn6df7F8_7GcBWlRGQ'],
        },
      ]);
    });

    await user.click(screen.getByRole('button', { name: 'Remove aspect Platte daken blok A' }));
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    await user.click(question.getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText('This aspect has inspections, so it is kept. You can rename it.'),
    ).toBeVisible();
  });

  it('shows the condition by NEN 2767: the complex’s, each aspect’s, the elements worst first, and an element’s history', async () => {
    const { user } = renderPlanning('/office/planning/7');
    await heading();
    const condition = await withinSection('Condition (NEN 2767)');
    expect(
      await condition.findByText('Complex: 4 moderate (matig) (weighed by replacement value)'),
    ).toBeVisible();
    const rows = condition
      .getAllByRole('row')
      .filter((row) => within(row).queryAllByRole('cell').length === 5);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Dakvlak A',
        'Platte daken blok A',
        'Dak noord',
        '5 poor (slecht)Overdue maintenance (achterstallig onderhoud)',
        'Oct 1, 2026',
      ],
      ['Lichtkoepel', 'Platte daken blok A', 'Dak noord', '8 needs further investigation', 'Oct 1, 2025'],
    ]);
    expect(condition.getByText('1 element has no score yet.')).toBeVisible();

    await user.click(condition.getByRole('button', { name: 'Dakvlak A' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Condition history of Dakvlak A' }));
    expect(
      await dialog.findByRole('img', {
        name: 'Condition over time: Oct 1, 2025: condition 4, Oct 1, 2026: condition 5',
      }),
    ).toBeVisible();
    const entries = dialog.getAllByRole('row').slice(1);
    expect(
      entries.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Oct 1, 2026', '5 poor (slecht)', expect.stringMatching(/^Leak.*Lekt bij regen$/)],
      ['Oct 1, 2025', '4 moderate (matig)', 'None'],
    ]);
    const defects = within(dialog.getByRole('list', { name: 'Defects' }));
    expect(defects.getByText('serious (ernstig): the primary function or structure')).toBeVisible();
    expect(defects.getByText('4: 30 to 70 %')).toBeVisible();
  });

  it('shows an archived complex’s planning without its buttons', async () => {
    renderPlanning('/office/planning/7', {
      'GET /api/app/office/complexes/7/planning': () =>
        json(200, officePlanning({ complex: { id: 7, naam: 'VvE Het Anker', archived: true } })),
    });
    await heading();
    expect(
      await screen.findByText('This complex is archived. Take it back into use to change it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add aspect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Plan inspection task' })).not.toBeInTheDocument();
  });
});
