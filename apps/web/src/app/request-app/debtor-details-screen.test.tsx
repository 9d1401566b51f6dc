import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { ledgerBookings } from '../../test/ledger-data';
import { debiteur, details } from '../../test/request-app-data';
import { calledPaths, detailValue, renderScreen, withinSection } from '../../test/render-app';

const signedOn = new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(
  new Date(2025, 9, 18),
);

describe('debtorDetails', () => {
  it('shows the balance and the direct debit authorisation, of the complex it names', async () => {
    renderScreen('/vve/1/debtor', {
      'GET /api/app/debiteur/1': () => json(200, debiteur),
      'GET /api/app/debiteur/1/bookings': () => json(200, []),
      'GET /api/app/details': () => json(200, details),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Financial details of VvE Het Anker' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Amount due')).toBeInTheDocument();
    expect(detailValue('Amount due')).toBe('€125.50');
    expect(detailValue('Signed on')).toBe(signedOn);
    expect(detailValue('Account number')).toBe('NL20 INGB 0001 2345 67');
  });

  it('says when there is no direct debit authorisation', async () => {
    renderScreen('/vve/1/debtor', {
      'GET /api/app/debiteur/1': () => json(200, { saldo: 40, incassoMachtiging: null }),
      'GET /api/app/debiteur/1/bookings': () => json(200, []),
    });
    expect(await screen.findByText('No direct debit authorisation')).toBeInTheDocument();
    expect(detailValue('Paid in advance')).toBe('€40.00');
  });

  it('says that a complex does not exist, without a Try again that cannot help', async () => {
    renderScreen('/vve/999/debtor', {
      'GET /api/app/debiteur/999': () =>
        json(404, { statusCode: 404, error: 'Not Found', message: 'Complex not found' }),
      'GET /api/app/details': () => json(200, details),
    });
    expect(await screen.findByText('This complex was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Financial details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says No financial details found when the answer is null, and asks for no bookings', async () => {
    const { fetchMock } = renderScreen('/vve/1/debtor', { 'GET /api/app/debiteur/1': () => json(200, null) });
    expect(await screen.findByText('No financial details found')).toBeInTheDocument();
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent bookings' })).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('GET /api/app/debiteur/1/bookings');
  });

  it('lists the recent bookings, newest first: each with its day, what it is, its amount and the balance after it', async () => {
    renderScreen('/vve/1/debtor', {
      'GET /api/app/debiteur/1': () => json(200, debiteur),
      'GET /api/app/debiteur/1/bookings': () => json(200, ledgerBookings),
    });
    const section = within(await screen.findByRole('region', { name: 'Recent bookings' }));
    const list = await section.findByRole('list', { name: 'Recent bookings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Dec 6, 2026Balance corrected by the administrator€2.09Balance after: -€420.00',
      'Dec 5, 2026Correction of the booking of Nov 20, 2026€25.00Balance after: -€422.09',
      'Dec 3, 2026Overboeking december€547.59Balance after: -€447.09',
      'Dec 1, 2026Contribution December 2026-€422.09Balance after: -€994.68',
      'Nov 20, 2026Sleutel bijmakenCorrected-€25.00Balance after: -€572.59',
      'Nov 1, 2026Contribution November 2026-€422.09Balance after: -€547.59',
      'Oct 15, 2026Opening balance-€125.50Balance after: -€125.50',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are no bookings yet', async () => {
    renderScreen('/vve/1/debtor', {
      'GET /api/app/debiteur/1': () => json(200, debiteur),
      'GET /api/app/debiteur/1/bookings': () => json(200, []),
    });
    const section = await withinSection('Recent bookings');
    await waitFor(() => {
      expect(section.getByText('No bookings yet.')).toBeVisible();
    });
  });
});
