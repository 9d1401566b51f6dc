import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverError } from '../../test/fake-api';
import { adoptedPlan } from '../../test/owner-plan-data';
import { boekjaren, debiteur, withFinances, withoutFinances } from '../../test/request-app-data';
import { liftAnnouncement, scaffoldingAnnouncement } from '../../test/announcement-data';
import { libraryDocuments } from '../../test/document-data';
import { decisions } from '../../test/meeting-data';
import { ownerBudget } from '../../test/budget-data';
import { calledPaths, detailValue, renderScreen, withinSection } from '../../test/render-app';

const finances = (overrides: Record<string, () => Response> = {}) => ({
  'GET /api/app/details/vve/1': () => json(200, withFinances),
  'GET /api/app/boekjaren/1': () => json(200, boekjaren),
  'GET /api/app/debiteur/1': () => json(200, debiteur),
  'GET /api/app/debiteur/1/is-debiteur': () => json(200, { isDebtor: true }),
  'GET /api/app/complexes/1/maintenance-plan': () => json(200, adoptedPlan),
  'GET /api/app/announcements': () => json(200, []),
  'GET /api/app/details/vve/1/documents': () => json(200, []),
  'GET /api/app/details/vve/1/meetings': () => json(200, []),
  'GET /api/app/details/vve/1/decisions': () => json(200, decisions),
  'GET /api/app/details/vve/1/budget': () => json(200, null),
  ...overrides,
});

const meetingText = (iso: string) =>
  new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(iso),
  );

describe('vveDetails', () => {
  it('shows the finances of a complex with financial management', async () => {
    renderScreen('/vve/1?title=VvE%20Het%20Anker', finances());
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeInTheDocument();
    expect(await screen.findByText('Appartementencomplex uit 1998 aan het IJ.')).toBeInTheDocument();
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
    // Only the active budget (20) counts: 1380 + 840 + 216 a year, 115 + 70 + 18 a month.
    expect(detailValue('Total contribution')).toBe('€2,436.00');
    expect(detailValue('Amount due')).toBe('€125.50');
    expect(detailValue('Monthly contribution')).toBe('€203.00');
    expect(screen.queryByText('No financial information available.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View financial details' })).toHaveAttribute(
      'href',
      '/app/vve/1/debtor',
    );
  });

  it('shows an amount paid ahead', async () => {
    renderScreen(
      '/vve/1',
      finances({ 'GET /api/app/debiteur/1': () => json(200, { ...debiteur, saldo: 40 }) }),
    );
    expect(await screen.findByText('Paid in advance')).toBeInTheDocument();
    expect(detailValue('Paid in advance')).toBe('€40.00');
    expect(screen.queryByText('Amount due')).not.toBeInTheDocument();
  });

  it('lists the decisions of the members’ meetings with their results', async () => {
    renderScreen('/vve/1', finances());
    const decided = await withinSection('Decisions');
    expect(await decided.findByText('Vaststellen onderhoudsplan')).toBeVisible();
    expect(decided.getByText('Carried')).toBeVisible();
    expect(decided.getByText('217 of 217 votes present or represented')).toBeVisible();
  });

  it('lists the planned meetings with date and time', async () => {
    renderScreen('/vve/1', finances());
    const meetings = within(
      (await screen.findByRole('heading', { name: 'Planned meetings' })).parentElement ?? document.body,
    ).getAllByRole('listitem');
    expect(meetings.map((meeting) => meeting.textContent)).toEqual(
      withFinances.vergaderingen.map(meetingText),
    );
  });

  it('says so for a complex without financial management, and calls no finances', async () => {
    const { fetchMock } = renderScreen('/vve/2?title=VvE%20De%20Linde', {
      'GET /api/app/details/vve/2': () => json(200, withoutFinances),
      'GET /api/app/announcements': () => json(200, []),
      'GET /api/app/details/vve/2/documents': () => json(200, []),
    });
    expect(await screen.findByText('No financial information available.')).toBeInTheDocument();
    expect(screen.getByText('No planned meetings')).toBeInTheDocument();
    expect(screen.queryByText('Total contribution')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View financial details' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((path) => /debiteur|boekjaren|budget/.test(path))).toEqual([]);
  });

  it('offers no financial details to someone who is no debtor', async () => {
    renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/debiteur/1': () => json(200, null),
        'GET /api/app/boekjaren/1': () => json(200, []),
        'GET /api/app/debiteur/1/is-debiteur': () => json(200, { isDebtor: false }),
      }),
    );
    expect(await screen.findByText('No financial details found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View financial details' })).not.toBeInTheDocument();
  });

  it('shows an owner the budget in force with their own part of it', async () => {
    renderScreen('/vve/1', finances({ 'GET /api/app/details/vve/1/budget': () => json(200, ownerBudget) }));
    const card = within(await screen.findByRole('region', { name: 'Budget 2026' }));
    expect(card.getByText('Adopted on Dec 10, 2025')).toBeVisible();
    expect(card.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'CategoryDescriptionAmount per year',
      'Management and administrationBeheerkosten€4,800.00',
      'Energy of shared spacesStroom trappenhuis en lift€700.00',
      'Reserve fund contributionReservefonds€6,000.00',
      'Total€11,500.00',
    ]);
    expect(card.getByText('You pay €4,840.07 a year, €403.34 a month.')).toBeVisible();
  });

  it('shows no budget while none is adopted', async () => {
    const { fetchMock } = renderScreen('/vve/1', finances());
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('GET /api/app/details/vve/1/budget');
    });
    expect(screen.queryByRole('region', { name: /^Budget/ })).not.toBeInTheDocument();
  });

  it('shows no budget, and no failure, to an owner who owns no unit of the complex', async () => {
    const { fetchMock } = renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/details/vve/1/budget': () =>
          json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' }),
      }),
      { roles: ['owner', 'tenant'] },
    );
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('GET /api/app/details/vve/1/budget');
    });
    expect(screen.queryByRole('region', { name: /^Budget/ })).not.toBeInTheDocument();
    expect(screen.queryByText('This complex was not found.')).not.toBeInTheDocument();
  });

  it('offers an owner of the complex its maintenance plan', async () => {
    const { user } = renderScreen('/vve/1?title=VvE%20Het%20Anker', finances());
    const link = await screen.findByRole('link', { name: /^Maintenance plan/ });
    expect(link).toHaveAttribute('href', '/app/vve/1/maintenance-plan');
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Big works of the next five years' }),
    ).toBeInTheDocument();
  });

  it('shows a tenant of the complex nothing of its maintenance plan', async () => {
    const { fetchMock } = renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/complexes/1/maintenance-plan': () =>
          json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' }),
      }),
      { roles: ['owner', 'tenant'] },
    );
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
    await waitFor(() => {
      expect(calledPaths(fetchMock)).toContain('GET /api/app/complexes/1/maintenance-plan');
    });
    expect(screen.queryByRole('link', { name: /Maintenance plan/ })).not.toBeInTheDocument();
    expect(screen.queryByText('This complex was not found.')).not.toBeInTheDocument();
  });

  it("lists the complex's announcements for the user, pinned ones first, with their photos", async () => {
    const { fetchMock } = renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/announcements': () => json(200, [liftAnnouncement, scaffoldingAnnouncement]),
      }),
    );
    const section = await withinSection('Announcements');
    const cards = await section.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Lift buiten gebruik',
      'Steigers volgende week',
    ]);
    const [lift] = cards;
    if (!lift) throw new Error('no card');
    expect(within(lift).getByText('Pinned')).toBeVisible();
    expect(within(lift).getByText(/De lift is tot vrijdag buiten gebruik/)).toBeVisible();
    expect(within(lift).getByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(within(lift).getByText(/Ada Beheer/)).toBeVisible();
    const call = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input))
      .find((url) => url.pathname === '/api/app/announcements');
    expect(call?.searchParams.get('complex')).toBe('1');
  });

  it('says so when the complex has no announcements', async () => {
    renderScreen('/vve/1', finances());
    expect(await (await withinSection('Announcements')).findByText('No announcements')).toBeVisible();
  });

  it('lists the documents for the user by folder, each a link to its file with its date and size', async () => {
    renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/details/vve/1/documents': () =>
          json(
            200,
            libraryDocuments.filter((document) => document.readers !== 'administrators'),
          ),
      }),
    );
    const section = await withinSection('Documents');
    expect(
      (await section.findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent),
    ).toEqual(['Deed and rules', 'Finance']);
    const accounts = section.getByRole('link', { name: 'Jaarrekening 2025' });
    expect(accounts.getAttribute('href')).toMatch(
      /\/file\/download\/702\/2{64}\/jaarrekening-2025\.pdf\?accessCode=code702$/,
    );
    expect(section.getByText(/2\.3 MB/)).toBeVisible();
    expect(section.getByText(/303 kB/)).toBeVisible();
  });

  it("shows a tenant the complex's announcements and documents, not its finances, meetings or plan", async () => {
    const { fetchMock } = renderScreen(
      '/vve/1?title=VvE%20Het%20Anker',
      finances({
        'GET /api/app/announcements': () => json(200, [liftAnnouncement]),
        'GET /api/app/details/vve/1/documents': () =>
          json(
            200,
            libraryDocuments.filter((document) => document.readers === 'residents'),
          ),
      }),
      { roles: ['tenant'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE Het Anker' })).toBeInTheDocument();
    expect(await (await withinSection('Announcements')).findByText('Lift buiten gebruik')).toBeVisible();
    expect(
      await (await withinSection('Documents')).findByRole('link', { name: 'Splitsingsakte' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Finances' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Planned meetings' })).not.toBeInTheDocument();
    expect(
      calledPaths(fetchMock).filter((path) => /debiteur|boekjaren|maintenance-plan|budget/.test(path)),
    ).toEqual([]);
  });

  it('titles the screen VvE Details without a title param', async () => {
    renderScreen('/vve/1', finances());
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE Details' })).toBeInTheDocument();
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
  });

  it('says that a complex does not exist, without a Try again that cannot help', async () => {
    renderScreen('/vve/999', {
      'GET /api/app/details/vve/999': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' }),
    });
    expect(await screen.findByText('This complex was not found.')).toBeInTheDocument();
    expect(screen.queryByText('This information was not found.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a server error', async () => {
    let failing = true;
    const { user } = renderScreen('/vve/1', {
      ...finances(),
      'GET /api/app/details/vve/1': () => (failing ? serverError() : json(200, withFinances)),
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 6000 });
    expect(screen.getByText('This information could not be loaded.')).toBeInTheDocument();
    failing = false;
    await user.click(retry);
    expect(await screen.findByText('Appartementencomplex uit 1998 aan het IJ.')).toBeInTheDocument();
  }, 15_000);

  it('shows a failed finance call in its own section, with a retry', async () => {
    let calls = 0;
    const { user } = renderScreen(
      '/vve/1',
      finances({
        'GET /api/app/boekjaren/1': () =>
          ++calls === 1
            ? json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Wait' })
            : json(200, boekjaren),
      }),
    );
    expect(await screen.findByText('This information could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Appartementencomplex uit 1998 aan het IJ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Total contribution')).toBeInTheDocument();
  });
});
