import { screen, within } from '@testing-library/react';
import type { BcfImportSummary } from '@vve/contract/calls/bcf';
import { describe, expect, it } from 'vitest';
import { json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { renderScreen, chooseFile } from '../../test/render-app';
import { bimProject } from '../../test/viewer-data';

const WINDOW = '2O2Fr$t4X7Zf8NOew3FLOH';

const summary = (applied: boolean): BcfImportSummary => ({
  version: '2.1',
  applied,
  topics: [
    {
      guid: '3ffb4df2-1e54-4f4a-a6e9-0b1f1a2b3c4d',
      title: 'Gutter loose',
      action: 'create',
      requestId: applied ? 41 : null,
      requestNr: applied ? '41' : null,
      comments: 2,
      selected: [WINDOW],
      hasViewpoint: true,
    },
    {
      guid: 'a4c9b6f7-6a5e-4d1b-9a1e-5b0f2d9c1e11',
      title: '12: Leak at the window',
      action: 'update',
      requestId: 12,
      requestNr: '12',
      comments: 0,
      selected: [],
      hasViewpoint: false,
    },
  ],
  unreadable: [{ folder: 'broken-topic', reason: 'malformedXml' }],
});

const replies = (importReply: Reply): Record<string, Reply> => ({
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
  'GET /api/app/bim/projects/5': () => json(200, bimProject({ id: 5, name: 'Hoofdgebouw', complexId: 7 })),
  'POST /api/app/office/bim-projects/5/bcf-import': importReply,
});

// The back office loads lazily on first use: more time than the default.
describe('back office: BCF into a 3D project', { timeout: 15_000 }, () => {
  it('checks a BCF file, lists what each topic would do and what cannot be read, then imports it', async () => {
    const sent: (string | null)[] = [];
    const importReply: Reply = ({ url }: StubbedRequest) => {
      const mode = url.searchParams.get('mode');
      sent.push(mode);
      return json(200, summary(mode === 'apply'));
    };
    const { user } = renderScreen('/office/bcf-import/5', replies(importReply), {
      roles: ['administrator'],
    });
    await screen.findByRole('heading', { level: 1, name: 'Import BCF into Hoofdgebouw' }, { timeout: 8000 });
    expect(screen.getByRole('link', { name: 'Back to the complex' })).toHaveAttribute(
      'href',
      '/app/office/complexes/7',
    );
    await chooseFile(user, new File(['PK'], 'issues.bcfzip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The file can be imported. Nothing has changed yet.')).toBeVisible();
    expect(screen.getByText('BCF 2.1: 1 new requests, 1 updated.')).toBeVisible();
    const [topics, unreadable] = screen.getAllByRole('table');
    if (!topics || !unreadable) throw new Error('Two tables are shown.');
    expect(
      within(topics).getByRole('row', {
        name: /Gutter loose New request 2 Viewpoint, 1 element selected/,
      }),
    ).toBeVisible();
    expect(
      within(topics).getByRole('row', {
        name: /Leak at the window Updates request 12 0 No viewpoint/,
      }),
    ).toBeVisible();
    expect(
      within(unreadable).getByRole('row', {
        name: 'broken-topic Its markup is not readable XML.',
      }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file has been imported.')).toBeVisible();
    expect(screen.getByRole('row', { name: /Gutter loose New request 41/ })).toBeVisible();
    expect(sent).toEqual(['dry-run', 'apply']);
  });

  it('tells why a hostile file is refused, and imports nothing', async () => {
    const refused: Reply = () =>
      json(400, {
        code: 'bcfUnsafeEntry',
        params: { entry: '../evil/markup.bcf' },
        message: 'The BCF file names a file outside itself (../evil/markup.bcf), so nothing of it is read.',
      });
    const { user } = renderScreen('/office/bcf-import/5', replies(refused), {
      roles: ['administrator'],
    });
    await screen.findByRole('heading', { level: 1, name: 'Import BCF into Hoofdgebouw' }, { timeout: 8000 });
    await chooseFile(user, new File(['PK'], 'evil.bcf', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be checked.');
    expect(alert).toHaveTextContent('names a file outside itself (../evil/markup.bcf)');
    expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
  });
});
