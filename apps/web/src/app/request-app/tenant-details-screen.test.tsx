import { screen } from '@testing-library/react';
import type { RentalContract } from '@vve/contract/calls/tenant';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { rentalContract, withoutFinances } from '../../test/request-app-data';
import { calledPaths, detailValue, renderScreen, withinSection } from '../../test/render-app';

const tenantOf = (contractsByComplex: Record<string, RentalContract[]>) => ({
  'GET /api/app/details': () =>
    json(200, {
      name: 'Chantal Bakker',
      vves: Object.fromEntries(Object.keys(contractsByComplex).map((id) => [id, `VvE ${id}`])),
    }),
  ...Object.fromEntries(
    Object.entries(contractsByComplex).map(([id, contracts]) => [
      `GET /api/app/tenant/complex/${id}/contracts`,
      () => json(200, contracts),
    ]),
  ),
});

const dateText = (year: number, month: number, day: number) =>
  new Intl.DateTimeFormat(navigator.languages[0], { dateStyle: 'medium' }).format(
    new Date(year, month - 1, day),
  );

const moneyOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.firstElementChild;

describe('tenantDetails', () => {
  it('shows the first contract of the combined complexes', async () => {
    const second: RentalContract = {
      ...rentalContract,
      gross: 500,
      units: [{ id: 9, adres: 'Elders 1', indexNr: 'E-1' }],
    };
    const { fetchMock } = renderScreen('/tenant', tenantOf({ '1': [], '2': [rentalContract, second] }), {
      roles: ['tenant'],
    });
    expect(await screen.findByText('Kadijksplein 5-2')).toBeInTheDocument();
    expect(screen.getByText('(HA-005)')).toBeInTheDocument();
    expect(screen.queryByText('Elders 1')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(
      expect.arrayContaining([
        'GET /api/app/tenant/complex/1/contracts',
        'GET /api/app/tenant/complex/2/contracts',
      ]),
    );

    expect(detailValue('Monthly rent')).toBe('€1,125.00');
    expect(detailValue('Landlord account')).toBe('NL44 RABO 0123 4567 89 t.n.v. Woonstichting Amstelhuis');
    expect(detailValue('Automatic collection')).toBe('Authorized');
    expect(detailValue('Deposit')).toBe('€2,250.00');
    expect(detailValue('Start date')).toBe(dateText(2024, 6, 5));
    expect(detailValue('End date')).toBe('No end date');
    expect(detailValue('Notice period')).toBe('1 month');
    const link = screen.getByRole('link', { name: 'huurovereenkomst-ha-005.pdf' });
    expect(link).toHaveAttribute(
      'href',
      `${window.location.origin}/file/download/90/hash90/huurovereenkomst-ha-005.pdf?accessCode=code90`,
    );
    // Read-only: no rename or remove.
    expect(screen.queryByRole('button', { name: /Rename|Remove/ })).not.toBeInTheDocument();
  });

  it("links each of the tenant's complexes to its screen, with the announcements and documents for them", async () => {
    const { user } = renderScreen(
      '/tenant',
      {
        ...tenantOf({ '2': [rentalContract] }),
        'GET /api/app/details/vve/2': () => json(200, withoutFinances),
        'GET /api/app/announcements': () => json(200, []),
        'GET /api/app/details/vve/2/documents': () => json(200, []),
      },
      { roles: ['tenant'] },
    );
    const complexes = await withinSection('Your complexes');
    await user.click(await complexes.findByRole('link', { name: 'VvE 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'VvE 2' })).toBeInTheDocument();
    expect(await screen.findByText('No documents')).toBeInTheDocument();
  });

  it('shows rent arrears in red', async () => {
    renderScreen('/tenant', tenantOf({ '1': [rentalContract] }), { roles: ['tenant'] });
    expect(await screen.findByText('Rent arrears')).toBeInTheDocument();
    expect(detailValue('Rent arrears')).toBe('€87.50');
    expect(moneyOf('Rent arrears')?.getAttribute('style')).toContain('color: var(--mantine-color-red-9)');
    expect(screen.queryByText('Rent advance')).not.toBeInTheDocument();
  });

  it('shows zero arrears without colour', async () => {
    renderScreen('/tenant', tenantOf({ '1': [{ ...rentalContract, rentArrears: 0 }] }), {
      roles: ['tenant'],
    });
    expect(await screen.findByText('Rent arrears')).toBeInTheDocument();
    expect(detailValue('Rent arrears')).toBe('€0.00');
    expect(moneyOf('Rent arrears')?.getAttribute('style')).not.toContain('--mantine-color-red');
  });

  it('shows a rent advance in green, as a positive amount', async () => {
    const advance = {
      ...rentalContract,
      rentArrears: -50,
      automaticCollection: false,
      endDate: '2028-05-05',
      noticePeriodInMonths: 2,
    };
    renderScreen('/tenant', tenantOf({ '3': [advance] }), { roles: ['tenant'] });
    expect(await screen.findByText('Rent advance')).toBeInTheDocument();
    expect(detailValue('Rent advance')).toBe('€50.00');
    expect(moneyOf('Rent advance')).toHaveStyle({ color: '#237032' });
    expect(screen.queryByText('Rent arrears')).not.toBeInTheDocument();
    expect(detailValue('Automatic collection')).toBe('No');
    expect(detailValue('End date')).toBe(dateText(2028, 5, 5));
    expect(detailValue('Notice period')).toBe('2 months');
  });

  it('says No rental contract details found without contracts', async () => {
    renderScreen('/tenant', tenantOf({ '1': [], '2': [] }), { roles: ['tenant'] });
    expect(await screen.findByText('No rental contract details found')).toBeInTheDocument();
  });

  it('says No rental contract details found without complexes', async () => {
    renderScreen('/tenant', tenantOf({}), { roles: ['tenant'] });
    expect(await screen.findByText('No rental contract details found')).toBeInTheDocument();
  });
});
