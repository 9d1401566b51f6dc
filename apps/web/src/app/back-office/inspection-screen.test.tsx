import { screen, within } from '@testing-library/react';
import type { OfficeInspection } from '@vve/contract/calls/office';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { counts } from '../../test/office-request-data';
import { file } from '../../test/request-app-data';
import { detailValue, renderScreen, withinSection } from '../../test/render-app';

const inspection = (change: Partial<OfficeInspection> = {}): OfficeInspection => ({
  id: 4,
  draft: false,
  createdAt: '2026-11-20T08:00:00.000Z',
  performedAt: '2026-11-20T10:30:00.000Z',
  supplier: { id: 3, naam: 'Dakwerken Smit' },
  inspector: { naam: 'Eva Smit' },
  complex: { id: 1, naam: 'VvE Het Anker' },
  aspect: { id: 8, name: 'Platte daken blok A' },
  task: { id: 12, scheduledDate: '2026-11-20' },
  finding: { state: 'WARN', stateDescription: 'Blaasvorming op het dak', photos: [file(70, 'dak.jpg')] },
  elements: [
    {
      id: 9,
      code: '27.1.1',
      label: 'Dakgoot noord',
      location: 'Dak noord',
      state: 'BAD',
      stateDescription: 'Goot hangt los',
      photos: [file(71, 'goot.jpg'), file(72, 'hoek.jpg')],
      surveyCode: null,
      defects: [],
      score: null,
    },
    {
      id: 10,
      code: '27.1.2',
      label: 'Lichtkoepel',
      location: 'Dak noord',
      state: 'GREAT',
      stateDescription: null,
      photos: [],
      surveyCode: null,
      defects: [],
      score: null,
    },
  ],
  requests: [{ id: 21, nr: '17', omschrijving: 'Dakgoot vastzetten', status: 'NIEUW', elementId: 9 }],
  ...change,
});

const openInspection = (shown: OfficeInspection | null) =>
  renderScreen(
    '/office/inspections/4',
    {
      'GET /api/app/office/request-counts': () => json(200, counts),
      'GET /api/app/office/inspections/4': () =>
        shown
          ? json(200, shown)
          : json(404, { statusCode: 404, error: 'Not Found', message: 'Inspection not found' }),
    },
    { roles: ['administrator'] },
  );

// The back office loads lazily on first use: more time than the default.
describe('back office: one inspection', { timeout: 15_000 }, () => {
  it('shows the overall finding, each element with its grade, text and photos, and the requests it raised', async () => {
    openInspection(inspection());
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Inspection 4 · Platte daken blok A' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const overall = await withinSection('Overall finding');
    expect(overall.getByText('Moderate')).toBeInTheDocument();
    expect(overall.getByText('Blaasvorming op het dak')).toBeInTheDocument();

    const elements = await withinSection('State per element');
    const gutter = within(
      elements
        .getByRole('heading', { name: 'Dak noord: Dakgoot noord (27.1.1)' })
        .closest('li') as HTMLElement,
    );
    expect(gutter.getByText('Bad')).toBeInTheDocument();
    expect(gutter.getByText('Goot hangt los')).toBeInTheDocument();
    expect(gutter.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      expect.stringContaining('/file/thumbnail/71/'),
      expect.stringContaining('/file/thumbnail/72/'),
    ]);
    const skylight = within(
      elements.getByRole('heading', { name: 'Dak noord: Lichtkoepel (27.1.2)' }).closest('li') as HTMLElement,
    );
    expect(skylight.getByText('Super/Good')).toBeInTheDocument();
    expect(skylight.getByText('No finding written down.')).toBeInTheDocument();

    expect(detailValue('Supplier')).toBe('Dakwerken Smit');
    expect(detailValue('Inspector')).toBe('Eva Smit');
    const requests = await withinSection('Requests');
    expect(requests.getByRole('link', { name: 'Request 17' })).toHaveAttribute(
      'href',
      '/app/office/requests/21',
    );
    expect(requests.getByText('For element Dakgoot noord')).toBeInTheDocument();
  });

  it('shows each element’s NEN 2767 score beside its grade, and its defects with their photos', async () => {
    const [gutterFinding, skylightFinding] = inspection().elements;
    if (!gutterFinding || !skylightFinding) throw new Error('the example has two elements');
    openInspection(
      inspection({
        elements: [
          {
            ...gutterFinding,
            photos: [file(71, 'goot.jpg')],
            score: 5,
            defects: [
              {
                type: 'leak',
                severity: 'serious',
                intensity: 3,
                extent: 2,
                description: 'Lekt bij de naad',
                photos: [file(73, 'naad.jpg')],
              },
              { type: 'corrosion', severity: 'minor', intensity: 1, extent: 5, description: '', photos: [] },
            ],
          },
          { ...skylightFinding, state: 'MISSING', surveyCode: 9, score: 9 },
        ],
      }),
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Inspection 4 · Platte daken blok A' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    const elements = await withinSection('State per element');
    const gutter = within(
      elements
        .getByRole('heading', { name: 'Dak noord: Dakgoot noord (27.1.1)' })
        .closest('li') as HTMLElement,
    );
    expect(gutter.getByText('Bad')).toBeInTheDocument();
    expect(gutter.getByText('Condition 5 poor (slecht)')).toBeInTheDocument();
    expect(gutter.getByRole('heading', { level: 4, name: 'Defects' })).toBeInTheDocument();
    const defects = within(gutter.getByRole('list', { name: 'Defects' }));
    const defect = (kind: string) => {
      const item = within(defects.getByText(kind).closest('li') as HTMLElement);
      const fact = (label: string) =>
        item.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
      return { item, fact };
    };
    const leak = defect('Leak');
    expect(leak.fact('Severity')).toBe('serious (ernstig): the primary function or structure');
    expect(leak.fact('Intensity')).toBe('3 final stage');
    expect(leak.fact('Extent')).toBe('2: 2 to 10 %');
    expect(leak.item.getByText('Lekt bij de naad')).toBeInTheDocument();
    expect(leak.item.getByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      expect.stringContaining('/file/thumbnail/73/'),
    );
    const corrosion = defect('Corrosion');
    expect(corrosion.fact('Severity')).toBe('minor (gering): appearance only');
    expect(corrosion.fact('Extent')).toBe('5: 70 % or more');
    expect(corrosion.item.queryByRole('img')).not.toBeInTheDocument();
    expect(gutter.getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([
      expect.stringContaining('/file/thumbnail/71/'),
      expect.stringContaining('/file/thumbnail/73/'),
    ]);

    const skylight = within(
      elements.getByRole('heading', { name: 'Dak noord: Lichtkoepel (27.1.2)' }).closest('li') as HTMLElement,
    );
    expect(skylight.getByText('Not specified')).toBeInTheDocument();
    expect(skylight.getByText('Survey code 9 cannot be inspected')).toBeInTheDocument();
    expect(skylight.queryByRole('list', { name: 'Defects' })).not.toBeInTheDocument();
  });

  it('says a draft is not performed yet, and that an unknown inspection was not found', async () => {
    openInspection(inspection({ draft: true, performedAt: null, task: null, elements: [], requests: [] }));
    expect(await screen.findByText('Draft', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(detailValue('Task')).toBe('No task');
    expect(screen.getByText('No element was graded.')).toBeInTheDocument();
    expect(screen.getByText('No requests')).toBeInTheDocument();
  });

  it('says an unknown inspection was not found', async () => {
    openInspection(null);
    expect(
      await screen.findByText('This inspection was not found.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });
});
