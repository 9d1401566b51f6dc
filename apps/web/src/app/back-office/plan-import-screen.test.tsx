import { screen, within } from '@testing-library/react';
import type { PlanImportSummary } from '@vve/contract/calls/maintenance-plan';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { maintenancePlan } from '../../test/maintenance-plan-data';
import { complexRow } from '../../test/office-complex-data';
import { detailValue, renderScreen, chooseFile } from '../../test/render-app';

const PLAN = '/api/app/office/complexes/7/maintenance-plan';

const summary = (overrides: Partial<PlanImportSummary> = {}): PlanImportSummary => ({
  rows: 2,
  lines: { replaced: 5, added: 2 },
  errors: [],
  errorCount: 0,
  ...overrides,
});

const replies = (more: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complex-list': () => json(200, [complexRow(7, { naam: 'VvE Het Anker' })]),
  [`GET ${PLAN}`]: () => json(200, maintenancePlan()),
  ...more,
});

// The back office loads lazily on first use: more time than the default.
describe('back office: plan lines from a file', { timeout: 15_000 }, () => {
  it('exports the shown version as Excel or PDF, and leads to the import of lines', async () => {
    const { user } = renderScreen('/office/maintenance-plan/7', replies(), { roles: ['administrator'] });
    const exports = within(await screen.findByRole('group', { name: 'Export plan' }, { timeout: 8000 }));
    const version = maintenancePlan().version.id ?? 0;
    const path = `${window.location.origin}/api/app/office/plan-versions/${version}/export`;
    expect(exports.getByRole('link', { name: 'Excel' })).toHaveAttribute('href', `${path}?format=xlsx`);
    expect(exports.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', `${path}?format=pdf`);
    await user.click(screen.getByRole('link', { name: 'Import lines' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import the plan lines of VvE Het Anker' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/app/office/maintenance-plan-template`,
    );
  });

  it('checks a file, shows its errors, and imports a good one, saying what it replaces', async () => {
    const sent: (string | null)[] = [];
    let answer = () =>
      json(200, {
        ...summary(),
        errors: [
          {
            row: 3,
            column: 'activity',
            code: 'planActivity',
            message: 'Write replace, repair, paint, inspect, clean or other.',
          },
        ],
        errorCount: 1,
      });
    const importReply: Reply = ({ url }: StubbedRequest) => {
      sent.push(url.searchParams.get('mode'));
      return answer();
    };
    const { user } = renderScreen(
      '/office/maintenance-plan/7/import',
      replies({ [`POST ${PLAN}/lines-import`]: importReply }),
      { roles: ['administrator'] },
    );
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Import the plan lines of VvE Het Anker' },
      { timeout: 8000 },
    );
    await chooseFile(
      user,
      new File(['activity,quantity,unit,unit_price,vat_rate,first_year\n'], 'plan.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/The file has 1 error\./)).toBeVisible();
    expect(
      within(screen.getByRole('table')).getByRole('row', { name: /Write replace, repair/ }),
    ).toBeVisible();

    answer = () => json(200, summary());
    await chooseFile(
      user,
      new File(
        ['activity,quantity,unit,unit_price,vat_rate,first_year\nclean,1,pst,250,21,2030\n'],
        'plan.csv',
        {
          type: 'text/csv',
        },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
    expect(detailValue('Lines of the draft')).toBe('5 replaced by 2 from the file');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has been imported.')).toBeVisible();
    expect(sent).toEqual(['dry-run', 'dry-run', 'apply']);
  });
});
