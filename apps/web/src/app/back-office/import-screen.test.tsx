import { screen, waitFor, within } from '@testing-library/react';
import type { ImportSummary } from '@vve/contract/calls/office-import';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { detailValue, renderScreen, chooseFile } from '../../test/render-app';

const PATH = '/api/app/office/import/residents';

const COUNTS = {
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
};

const summary = (overrides: Partial<ImportSummary> = {}): ImportSummary => ({
  rows: 3,
  units: { created: 2, changed: 1 },
  people: { created: 2, changed: 0 },
  ownerships: { created: 1 },
  rentalContracts: { created: 1, unchanged: 1 },
  errors: [],
  errorCount: 0,
  ...overrides,
});

/** The import call's answers by mode, and what was sent: the mode and the file's name and text. */
const importReplies = (answers: Partial<Record<'dry-run' | 'apply', () => Response>>) => {
  const sent: { mode: string | null; name: string; text: string }[] = [];
  const reply: Reply = async ({ url, init }: StubbedRequest) => {
    const file = (init?.body as FormData).get('file') as File;
    const mode = url.searchParams.get('mode');
    sent.push({ mode, name: file.name, text: await file.text() });
    const answer = answers[mode as 'dry-run' | 'apply'];
    if (!answer) throw new Error(`no answer for ${mode ?? 'no mode'}`);
    return answer();
  };
  return { sent, replies: { ...COUNTS, [`POST ${PATH}`]: reply } };
};

const csv = (text: string, name = 'bewoners.csv') => new File([text], name, { type: 'text/csv' });

const openImport = async (replies: Record<string, Reply>) => {
  const rendered = renderScreen('/office/import', replies, { roles: ['administrator'] });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Import units and residents' }, { timeout: 8000 }),
  ).toBeVisible();
  return rendered;
};

const errorRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

// The back office loads lazily on first use: more time than the default.
describe('back office: import', { timeout: 15_000 }, () => {
  it('checks the file, shows what it would do, then imports it and says what was done', async () => {
    const { sent, replies } = importReplies({
      'dry-run': () => json(200, summary()),
      apply: () => json(200, summary()),
    });
    const { user } = await openImport(replies);
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Download template' })).toHaveAttribute(
      'href',
      `${window.location.origin}/api/app/office/import/residents/template`,
    );
    expect(screen.getByRole('button', { name: 'Check' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

    await chooseFile(user, csv('complex;unit_index;unit_address\nVvE De Kade;K-1;Kade 1\n'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('heading', { name: 'Result of the check' })).toBeVisible();
    expect(screen.getByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
    expect(detailValue('Rows')).toBe('3');
    expect(detailValue('Units')).toBe('2 new, 1 changed');
    expect(detailValue('People')).toBe('2 new, 0 changed');
    expect(detailValue('Owners of units')).toBe('1 new');
    expect(detailValue('Rental contracts')).toBe('1 new, 1 already there (left as they are)');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has been imported.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Imported' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Result of the check' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        mode: 'dry-run',
        name: 'bewoners.csv',
        text: 'complex;unit_index;unit_address\nVvE De Kade;K-1;Kade 1\n',
      },
      {
        mode: 'apply',
        name: 'bewoners.csv',
        text: 'complex;unit_index;unit_address\nVvE De Kade;K-1;Kade 1\n',
      },
    ]);
  });

  it("lists every row's error and offers no Import until a corrected file checks clean", async () => {
    let answer = summary({
      errors: [
        { row: 2, column: 'complex', message: 'No complex has this name.', code: 'noComplex' },
        {
          row: 4,
          column: 'end_date',
          message: 'The end date is before the start date.',
          code: 'endBeforeStart',
        },
        { row: 5, column: 'X', message: 'Something the app does not know yet.', code: 'invalid' },
      ],
      errorCount: 3,
    });
    const { sent, replies } = importReplies({ 'dry-run': () => json(200, answer) });
    const { user } = await openImport(replies);
    await chooseFile(user, csv('complex,unit_index,unit_address\n'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(
      await screen.findByText(
        'The file has 3 errors. Correct them and check the file again: nothing is imported while the file has errors.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Errors' })).toBeVisible();
    expect(errorRows()).toEqual([
      ['2', 'complex', 'No complex has this name.'],
      ['4', 'end_date', 'The end date is before the start date.'],
      ['5', 'X', 'Something the app does not know yet.'],
    ]);
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

    // Another file starts anew: the old result goes, and its check shows.
    answer = summary();
    await chooseFile(user, csv('complex,unit_index,unit_address\n', 'verbeterd.csv'));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('button', { name: 'Import' })).toBeEnabled();
    expect(sent.map(({ name }) => name)).toEqual(['bewoners.csv', 'verbeterd.csv']);
  });

  it('says when the header lacks columns, naming each in the table of errors', async () => {
    const refusal = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'The file lacks the required columns: unit_index.',
      code: 'importHeaderWrong',
      params: { detail: 'The file lacks the required columns: unit_index.' },
      summary: summary({
        rows: 1,
        errors: [
          {
            row: 1,
            column: 'unit_index',
            message: 'This required column is missing.',
            code: 'missingColumn',
          },
        ],
        errorCount: 1,
      }),
    };
    const { replies } = importReplies({ 'dry-run': () => json(400, refusal) });
    const { user } = await openImport(replies);
    await chooseFile(user, csv('complex;adres\n'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file cannot be read: its first row must name the columns, as the template does.',
    );
    expect(errorRows()).toEqual([['1', 'unit_index', 'This required column is missing.']]);
    expect(screen.queryByRole('heading', { name: 'Result of the check' })).not.toBeInTheDocument();
  });

  it('says why a file is refused as a whole, and that nothing was imported when the import is refused', async () => {
    const { replies } = importReplies({
      'dry-run': () => json(200, summary()),
      apply: () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          message:
            'Someone changed the same units or people while the file was being imported. Nothing was imported: check the file again.',
          code: 'importChangedMeanwhile',
        }),
    });
    const { user } = await openImport({
      ...replies,
    });
    await chooseFile(user, csv('complex,unit_index,unit_address\n'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported.');
    expect(alert).toHaveTextContent(
      'Someone changed the same units or people while the file was being imported.',
    );
  });

  it('shows the reason of a file the server cannot read', async () => {
    const { replies } = importReplies({
      'dry-run': () =>
        json(413, {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'The file is larger than 10 MB: split it into smaller files.',
          code: 'fileTooLarge',
          params: { megabytes: 10 },
        }),
    });
    const { user } = await openImport(replies);
    await chooseFile(user, csv('x'));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked.');
    expect(alert).toHaveTextContent('The file is larger than 10 MB: split it into smaller files.');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Check' })).toBeEnabled();
    });
  });
});
