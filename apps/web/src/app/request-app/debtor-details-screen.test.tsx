import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { debiteur, details } from '../../test/request-app-data';
import { detailValue, renderScreen } from '../../test/render-app';

const signedOn = new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(
  new Date(2025, 9, 18),
);

describe('debtorDetails', () => {
  it('shows the balance and the direct debit authorisation, of the complex it names', async () => {
    renderScreen('/vve/1/debtor', {
      'GET /api/app/debiteur/1': () => json(200, debiteur),
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

  it('says No financial details found when the answer is null', async () => {
    renderScreen('/vve/1/debtor', { 'GET /api/app/debiteur/1': () => json(200, null) });
    expect(await screen.findByText('No financial details found')).toBeInTheDocument();
    expect(screen.queryByText('Balance')).not.toBeInTheDocument();
  });
});
