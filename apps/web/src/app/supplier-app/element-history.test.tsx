import type { ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import { SUPPLIER_APP } from '@vve/contract/enums';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubSession, type Reply } from '../../test/fake-api';
import { renderApp, withinSection } from '../../test/render-app';
import { draft, elements, photo } from '../../test/supplier-app-data';

const facade = elements.find((element) => element.id === 101);
if (!facade) throw new Error('the test data has no element 101');

const history: ElementConditionHistory = {
  element: {
    ...facade,
    nlsfbCode: '2110',
    material: 'metselwerk',
    quantity: 412.5,
    unit: 'm2',
    installedYear: 1998,
    expectedLife: 75,
    replacementValue: 180_000,
    globalIds: [],
  },
  aspect: { id: 5, name: null, aspectType: { id: 2, name: 'Gevel' } },
  entries: [
    { inspectionId: 30, performedAt: '2025-04-02T09:00:00.000Z', score: 3, state: 'WARN', defects: [] },
    { inspectionId: 35, performedAt: '2026-04-01T09:00:00.000Z', score: 8, state: 'MISSING', defects: [] },
  ],
};

const renderElement = (historyReply: Reply) => {
  window.history.replaceState(null, '', '/app/inspections/40/elements/101');
  stubSession(
    { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] },
    {
      'GET /api/app/inspections/40': () => json(200, draft),
      'GET /api/app/aspect/5/elements': () => json(200, elements),
      'GET /inspections/40/files/61': () => json(200, [photo]),
      'GET /api/app/aspect-elements/101/condition-history': historyReply,
    },
  );
  return renderApp();
};

/** The section, once the element's screen (loaded lazily on first use) shows it. */
const section = async () => {
  await screen.findByRole('heading', { level: 1, name: 'Gevelvlak oost' }, { timeout: 8000 });
  return withinSection('Register and earlier scores');
};

describe('supplier-app: an element’s register and earlier scores', { timeout: 15_000 }, () => {
  it('shows what the register knows of the element and its earlier scores, newest first', async () => {
    renderElement(() => json(200, history));
    const register = await section();
    expect(await register.findByText('412.5 m²')).toBeVisible();
    expect(register.getByText('metselwerk')).toBeVisible();
    expect(register.getByText('75 years')).toBeVisible();
    const scores = register.getByRole('list', { name: 'Earlier scores' });
    expect(
      within(scores)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Apr 1, 2026: Survey code 8 needs further investigation',
      'Apr 2, 2025: Condition 3 reasonable (redelijk)',
    ]);
  });

  it('says the register comes with a connection when it cannot be loaded', async () => {
    renderElement(() => Promise.reject(new TypeError('Failed to fetch')));
    const register = await section();
    expect(
      await register.findByText(
        'The register and earlier scores are shown when there is a connection.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });
});
