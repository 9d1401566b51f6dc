import { screen, waitFor, within } from '@testing-library/react';
import type { OfficePerson, OfficePersonRow } from '@vve/contract/calls/office-people';
import type { PersonRelations } from '@vve/contract/calls/office-relations';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, type Reply, type StubbedRequest } from '../../test/fake-api';
import { officeLedger } from '../../test/ledger-data';
import { calledPaths, detailValue, renderScreen } from '../../test/render-app';

const personRow = (id: number, overrides: Partial<OfficePersonRow> = {}): OfficePersonRow => ({
  id,
  name: `Persoon ${id}`,
  email: `persoon${id}@example.nl`,
  username: `persoon${id}@example.nl`,
  language: 'nl',
  roles: [],
  access: 'not-invited',
  ...overrides,
});

const person = (overrides: Partial<OfficePerson> = {}): OfficePerson => ({
  ...personRow(7, { name: 'Iris Hoekstra', email: 'iris@example.nl', username: 'iris@example.nl' }),
  phone: null,
  phoneForSuppliers: false,
  invitedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const NO_RELATIONS: PersonRelations = { ownedUnits: [], rentalContracts: [], debtors: [], supplier: null };

const COUNTS: Reply = () =>
  json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 });

const renderOffice = (path: string, replies: Record<string, Reply>) =>
  renderScreen(
    path,
    { 'GET /api/app/office/request-counts': COUNTS, ...replies },
    { roles: ['administrator'] },
  );

// The back office loads lazily on first use: more time than the default.
describe('back office: people', { timeout: 15_000 }, () => {
  it('lists people with their roles and access, and sends the search and role to the server', async () => {
    const { user, fetchMock } = renderOffice('/office/people', {
      'GET /api/app/office/people': () =>
        json(200, [
          personRow(1, { name: 'Anna de Vries', roles: ['owner'], access: 'active' }),
          personRow(2, { name: 'Bram Jansen', access: 'invited' }),
        ]),
    });
    const link = await screen.findByRole('link', { name: 'Anna de Vries' }, { timeout: 8000 });
    expect(link).toHaveAttribute('href', '/app/office/people/1');
    const row = link.closest('tr');
    if (!row) throw new Error('no row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Anna de Vries', 'persoon1@example.nl', 'Owner', 'Active']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'tenant');
    await waitFor(() => {
      expect(window.location.search).toBe('?role=tenant');
    });
    const queries = fetchMock.mock.calls
      .map(([input]) => new URL(input instanceof Request ? input.url : input))
      .filter((url) => url.pathname === '/api/app/office/people')
      .map((url) => url.search);
    expect(queries.at(-1)).toBe('?role=tenant');
    expect(screen.getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page');
  });

  it('adds a person after checking the form, then opens them', async () => {
    const sent: unknown[] = [];
    const { user } = renderOffice('/office/people', {
      'GET /api/app/office/people': () => json(200, []),
      'POST /api/app/office/people': (request: StubbedRequest) => {
        sent.push(bodyOf(request));
        return json(200, { id: 7 });
      },
      'GET /api/app/office/people/7': () =>
        json(200, person({ phone: '06 1234 5678', phoneForSuppliers: true })),
      'GET /api/app/office/people/7/relations': () => json(200, NO_RELATIONS),
    });
    await user.click(await screen.findByRole('button', { name: 'New person' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New person' });
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(within(dialog).getByText('A person needs a name.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Iris Hoekstra');
    await user.type(within(dialog).getByLabelText(/^Email address/), 'iris@example.nl');
    await user.selectOptions(within(dialog).getByLabelText('Language of their emails'), 'de');
    const phone = within(dialog).getByRole('textbox', { name: /^Phone/ });
    await user.type(phone, 'bel me');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(within(dialog).getByText(/^Enter a phone number in digits/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(phone);
    await user.type(phone, '06 1234 5678');
    await user.click(within(dialog).getByRole('button', { name: 'Add person' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iris Hoekstra' })).toBeInTheDocument();
    expect(detailValue('Phone')).toBe('06 1234 5678 (shared with suppliers)');
    expect(sent).toEqual([
      {
        name: 'Iris Hoekstra',
        email: 'iris@example.nl',
        language: 'de',
        phone: '06 1234 5678',
        administrator: false,
      },
    ]);
  });

  it('invites everyone not yet invited after asking, and says how many are sent and left', async () => {
    let sent = 0;
    const { user } = renderOffice('/office/people', {
      'GET /api/app/office/people': () => json(200, [personRow(1)]),
      'POST /api/app/office/people/invitations': () => {
        sent += 1;
        return json(200, sent === 1 ? { invited: 1000, left: 250 } : { invited: 250, left: 0 });
      },
    });
    const button = await screen.findByRole(
      'button',
      { name: 'Invite everyone not yet invited' },
      { timeout: 8000 },
    );
    await user.click(button);
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(sent).toBe(0);
    await user.click(within(question).getByRole('button', { name: 'Send the invitations' }));
    expect(
      await screen.findByText(
        '1000 invitations have been sent; 250 people still wait for one: invite again.',
      ),
    ).toBeInTheDocument();
    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Send the invitations',
      }),
    );
    expect(await screen.findByText('250 invitations have been sent.')).toBeInTheDocument();
  });

  it('invites a person, and deactivates them only after asking', async () => {
    let current = person();
    const { user, fetchMock } = renderOffice('/office/people/7', {
      'GET /api/app/office/people/7': () => json(200, current),
      'GET /api/app/office/people/7/relations': () => json(200, NO_RELATIONS),
      'POST /api/app/office/people/7/invitation': () => {
        current = { ...current, access: 'invited', invitedAt: '2026-11-24T10:00:00.000Z' };
        return json(200, { ok: true });
      },
      'POST /api/app/office/people/7/deactivate': () => {
        current = { ...current, access: 'deactivated' };
        return json(200, { ok: true });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Invite' }, { timeout: 8000 }));
    expect(await screen.findByText('The invitation has been sent to iris@example.nl.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send the invitation again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/office/people/7/deactivate');
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
  });

  it("shows a person's units, rental contract and debtor account, and checks a new rental contract before sending it", async () => {
    const relations: PersonRelations = {
      ownedUnits: [
        {
          unitId: 12,
          complex: { id: 1, naam: 'VvE Het Anker' },
          adres: 'Kadijksplein 12-3',
          indexNr: 'HA-012',
        },
      ],
      rentalContracts: [
        {
          id: 5,
          complex: { id: 1, naam: 'VvE Het Anker' },
          units: [{ id: 14, adres: 'Kadijksplein 14-1', indexNr: 'HA-014' }],
          gross: 950,
          landlordAccountString: 'NL91ABNA0417164300',
          automaticCollection: true,
          rentArrears: 0,
          deposit: 1900,
          startDate: '2024-02-01',
          endDate: null,
          noticePeriodInMonths: 1,
          contractFile: null,
        },
      ],
      debtors: [{ id: 3, complex: { id: 1, naam: 'VvE Het Anker' }, saldo: -45.5, incassoMachtiging: null }],
      supplier: null,
    };
    const { user, fetchMock } = renderOffice('/office/people/7', {
      'GET /api/app/office/people/7': () =>
        json(200, person({ roles: ['owner', 'tenant'], access: 'active' })),
      'GET /api/app/office/people/7/relations': () => json(200, relations),
    });
    expect(
      await screen.findByText('VvE Het Anker · HA-012 · Kadijksplein 12-3', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('VvE Het Anker · HA-014')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload contract PDF' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add rental contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add rental contract' });
    await user.type(within(dialog).getByLabelText("Landlord's account (IBAN)"), 'NL91 ABNA 0417 1643 01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Choose a complex.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the start date.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This is not a valid IBAN: check the account number.'),
    ).toBeInTheDocument();
    expect(calledPaths(fetchMock)).not.toContain('POST /api/app/office/people/7/rental-contracts');
  });
  it("opens the ledger of each of a person's debtor accounts, and says a changed balance is booked on it", async () => {
    const relations: PersonRelations = {
      ...NO_RELATIONS,
      debtors: [
        { id: 3, complex: { id: 1, naam: 'VvE Het Anker' }, saldo: -420, incassoMachtiging: null },
        { id: 4, complex: { id: 2, naam: 'VvE De Linde' }, saldo: 0, incassoMachtiging: null },
      ],
    };
    const { user } = renderOffice('/office/people/7', {
      'GET /api/app/office/people/7': () => json(200, person({ roles: ['owner'], access: 'active' })),
      'GET /api/app/office/people/7/relations': () => json(200, relations),
      'GET /api/app/office/debtors/3/ledger': () => json(200, officeLedger()),
    });
    const link = await screen.findByRole('link', { name: 'Ledger in VvE Het Anker' }, { timeout: 8000 });
    expect(link).toHaveTextContent('Ledger');
    expect(link).toHaveAttribute('href', '/app/office/debtors/3/ledger');
    expect(screen.getByRole('link', { name: 'Ledger in VvE De Linde' })).toHaveAttribute(
      'href',
      '/app/office/debtors/4/ledger',
    );
    const [change] = screen.getAllByRole('button', { name: 'Change' });
    if (!change) throw new Error('no Change button');
    await user.click(change);
    const dialog = within(await screen.findByRole('dialog', { name: 'Change debtor account' }));
    expect(dialog.getByRole('textbox', { name: 'Balance' })).toHaveAccessibleDescription(
      'Negative: an amount due. A different balance is booked as a correction on the ledger.',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await user.click(link);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ledger of Jan de Vries in VvE Het Anker' }),
    ).toBeVisible();
  });
});
