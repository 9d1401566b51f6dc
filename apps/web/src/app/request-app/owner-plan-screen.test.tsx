import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { adoptedPlan, noAdoptedPlan } from '../../test/owner-plan-data';
import { calledPaths, detailValue, renderScreen } from '../../test/render-app';

const PLAN_CALL = 'GET /api/app/complexes/1/maintenance-plan';

const notFound = () => json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' });

/** The lines of a year's list, each as its texts. */
const yearLines = (year: string) =>
  within(screen.getByRole('heading', { level: 3, name: year }).parentElement ?? document.body)
    .getAllByRole('listitem')
    .map((line) => [...line.querySelectorAll('p, span')].map((part) => part.textContent));

describe('vveMaintenancePlan', () => {
  it('shows an owner the adopted plan: its big works by year, the smaller work, the reserve fund and the PDF', async () => {
    renderScreen('/vve/1/maintenance-plan', { [PLAN_CALL]: () => json(200, adoptedPlan) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }),
    ).toBeInTheDocument();
    const adoptedOn = new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(
      new Date(2025, 2, 12),
    );
    expect(screen.getByText(`Adopted by the members’ meeting on ${adoptedOn}`)).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`),
    ).toEqual([
      'H1 Maintenance plan of VvE Het Anker',
      'H2 Big works of the next five years',
      'H3 2026',
      'H3 2027',
      'H3 2028',
      'H2 Reserve fund',
    ]);
    expect(yearLines('2026')).toEqual([
      ['Flat roof', 'Replace: Bitumen roofing', '€48,500.00'],
      ['General', 'Other work: Supervision of the works', '€3,200.00'],
      ['Smaller work', '€1,840.00'],
    ]);
    expect(yearLines('2027')).toEqual([['Smaller work', '€960.00']]);
    expect(yearLines('2028')).toEqual([['Window frames', 'Paint', '€12,750.50']]);
    expect(detailValue('Reserve at the start of this year')).toBe('€125,300.00');
    expect(detailValue('Contribution to the reserve fund this year')).toBe('€36,000.00');
    const pdf = screen.getByRole('link', { name: 'Download the plan (PDF)' });
    expect(pdf.getAttribute('href')).toMatch(
      /^https?:\/\/[^/]+\/api\/app\/complexes\/1\/maintenance-plan\/pdf$/,
    );
    expect(pdf).toHaveAttribute('download');
  });

  it('says when there is no work in the next five years, and when the plan does not cover this year', async () => {
    renderScreen('/vve/1/maintenance-plan', {
      [PLAN_CALL]: () =>
        json(200, { ...adoptedPlan, works: [], smallerWork: [], reserveNow: null, yearlyContribution: null }),
    });
    expect(await screen.findByText('No work is planned for the next five years.')).toBeInTheDocument();
    expect(screen.getByText('This year lies outside the plan.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says that the members’ meeting has not adopted a plan yet, and nothing else', async () => {
    renderScreen('/vve/1/maintenance-plan', { [PLAN_CALL]: () => json(200, noAdoptedPlan) });
    expect(
      await screen.findByText(
        'The members’ meeting has not adopted a maintenance plan yet. Once it has, you can read here which big works are coming and how the reserve fund stands.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Maintenance plan of VvE Het Anker' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download the plan (PDF)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Adopted by/)).not.toBeInTheDocument();
  });

  it('answers someone who owns no unit in the complex that it was not found, without a Try again', async () => {
    renderScreen('/vve/1/maintenance-plan', { [PLAN_CALL]: notFound }, { roles: ['owner', 'tenant'] });
    expect(await screen.findByText('This complex was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Maintenance plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('answers a tenant with the not-found view, and calls nothing for it', async () => {
    const { fetchMock } = renderScreen(
      '/vve/1/maintenance-plan',
      { [PLAN_CALL]: () => json(200, adoptedPlan) },
      { roles: ['tenant'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((call) => call.includes('maintenance-plan'))).toEqual([]);
  });
});
