import { screen, within } from '@testing-library/react';
import type { RegisterImportSummary } from '@vve/contract/calls/office-register';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { complexRow } from '../../test/office-complex-data';
import { officePlanning, planningChoices } from '../../test/office-supplier-data';
import { detailValue, renderScreen, chooseFile } from '../../test/render-app';

const PATH = '/api/app/office/complexes/7/register';

const summary = (overrides: Partial<RegisterImportSummary> = {}): RegisterImportSummary => ({
  rows: 4,
  elements: { created: 1, changed: 2, unchanged: 1 },
  errors: [],
  errorCount: 0,
  ...overrides,
});

const replies = (more: Record<string, Reply> = {}): Record<string, Reply> => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/office/complex-list': () => json(200, [complexRow(7, { naam: 'VvE Het Anker' })]),
  'GET /api/app/office/planning-choices': () => json(200, planningChoices),
  'GET /api/app/office/complexes/7/planning': () => json(200, officePlanning()),
  'GET /api/app/office/complexes/7/conditions': () =>
    json(200, {
      complex: { id: 7, naam: 'VvE Het Anker' },
      condition: null,
      aspects: [],
      elements: [],
      unscoredElements: 0,
    }),
  ...more,
});

// The back office loads lazily on first use: more time than the default.
describe('back office: the element register as a file', { timeout: 15_000 }, () => {
  it('exports the register from the planning as CSV or Excel, and leads to its import', async () => {
    const { user } = renderScreen('/office/planning/7', replies(), { roles: ['administrator'] });
    const exports = within(await screen.findByRole('group', { name: 'Export register' }, { timeout: 8000 }));
    expect(exports.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      `${window.location.origin}${PATH}?format=csv`,
    );
    expect(exports.getByRole('link', { name: 'Excel' })).toHaveAttribute(
      'href',
      `${window.location.origin}${PATH}?format=xlsx`,
    );
    await user.click(screen.getByRole('link', { name: 'Import register' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Import the element register of VvE Het Anker' }),
    ).toBeVisible();
  });

  it('checks a file, shows its errors, and imports a good one, saying what was done', async () => {
    const sent: (string | null)[] = [];
    let answer = () =>
      json(200, {
        ...summary({ elements: { created: 0, changed: 1, unchanged: 0 } }),
        errors: [
          {
            row: 3,
            column: 'aspect',
            code: 'noAspect',
            message: 'This complex has no aspect with this name.',
          },
        ],
        errorCount: 1,
      });
    const importReply: Reply = ({ url }: StubbedRequest) => {
      sent.push(url.searchParams.get('mode'));
      return answer();
    };
    const { user } = renderScreen(
      '/office/planning/7/register-import',
      replies({ [`POST ${PATH}`]: importReply }),
      {
        roles: ['administrator'],
      },
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Import the element register of VvE Het Anker' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
    await chooseFile(
      user,
      new File(['element,aspect,code,code_name,label,location\n'], 'register.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/The file has 1 error\./)).toBeVisible();
    const row = within(screen.getByRole('table')).getByRole('row', { name: /no aspect with this name/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'aspect', 'This complex has no aspect with this name.']);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

    answer = () => json(200, summary());
    await chooseFile(
      user,
      new File(['element,aspect,code,code_name,label,location\n1,Dak,27,Dak,A,B\n'], 'register.csv', {
        type: 'text/csv',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
    expect(detailValue('Elements')).toBe('1 new, 2 changed, 1 unchanged');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has been imported.')).toBeVisible();
    expect(sent).toEqual(['dry-run', 'dry-run', 'apply']);
    expect(screen.getByRole('link', { name: 'Back to the planning' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/office\/planning\/7$/),
    );
  });
});
