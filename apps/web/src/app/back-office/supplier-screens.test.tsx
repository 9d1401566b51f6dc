import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bodyOf, json, refusalReply, type Reply, type StubbedRequest } from '../../test/fake-api';
import { supplierDetails, supplierRow } from '../../test/office-supplier-data';
import { renderScreen, withinSection } from '../../test/render-app';

const COUNTS = {
  'GET /api/app/office/request-counts': () =>
    json(200, { byStatus: { NIEUW: 0, IN_BEHANDELING: 0, OPGELOST: 0, AFGEWEZEN: 0 }, waiting: 0 }),
};

const renderOffice = (path: string, replies: Record<string, Reply>) =>
  renderScreen(path, { ...COUNTS, ...replies }, { roles: ['administrator'] });

const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row with ${text}`);
  return within(row);
};

// The back office loads lazily on first use: more time than the default.
describe('back office: suppliers', { timeout: 15_000 }, () => {
  it('lists the organisations with their members and active contracts, and finds them by name', async () => {
    const { user, fetchMock } = renderOffice('/office/suppliers', {
      'GET /api/app/office/suppliers': ({ url }) =>
        json(
          200,
          url.searchParams.get('text') === 'smit'
            ? [supplierRow(3, { naam: 'Dakwerken Smit B.V.', memberCount: 2, activeContractCount: 1 })]
            : [supplierRow(3, { naam: 'Dakwerken Smit B.V.' }), supplierRow(4)],
        ),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suppliers' }, { timeout: 8000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Leverancier 4' })).toHaveAttribute(
      'href',
      '/app/office/suppliers/4',
    );
    expect(screen.getByRole('link', { name: 'Suppliers' })).toHaveAttribute('aria-current', 'page');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'smit');
    await waitFor(() => {
      expect(screen.queryByRole('link', { name: 'Leverancier 4' })).not.toBeInTheDocument();
    });
    expect(
      rowOf('Dakwerken Smit B.V.')
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Dakwerken Smit B.V.', '2', '1']);
    const asked = fetchMock.mock.calls.map(([input]) => new URL(input as string).search);
    expect(asked).toContain('?text=smit');
  });

  it('adds a supplier by its name and opens it', async () => {
    const sent: unknown[] = [];
    const { user } = renderOffice('/office/suppliers', {
      'GET /api/app/office/suppliers': () => json(200, []),
      'POST /api/app/office/suppliers': (request) => {
        sent.push(bodyOf(request));
        return json(200, { id: 3, naam: 'Dakwerken Smit B.V.', archivedAt: null });
      },
      'GET /api/app/office/suppliers/3': () => json(200, supplierDetails()),
    });
    expect(await screen.findByText('There are no suppliers yet.', {}, { timeout: 8000 })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New supplier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New supplier' }));
    await user.click(dialog.getByRole('button', { name: 'Add supplier' }));
    expect(dialog.getByText('A supplier needs a name.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Dakwerken Smit B.V.');
    await user.click(dialog.getByRole('button', { name: 'Add supplier' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dakwerken Smit B.V.' })).toBeVisible();
    expect(sent).toEqual([{ naam: 'Dakwerken Smit B.V.' }]);
    expect(window.location.pathname).toBe('/app/office/suppliers/3');
  });

  it('shows the members and the contracts with their display status, start and end', async () => {
    renderOffice('/office/suppliers/3', {
      'GET /api/app/office/suppliers/3': () => json(200, supplierDetails()),
    });
    const members = await withinSection('Members');
    expect(members.getByText('eva@dakwerkensmit.nl')).toBeVisible();
    expect(members.getByText('piet')).toBeVisible();
    expect(members.getByText('Deactivated')).toBeVisible();
    const contracts = await withinSection('Contracts with the administrator');
    const cells = (title: string) =>
      within(contracts.getByText(title).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Raamovereenkomst onderhoud').slice(1, 4)).toEqual(['Active', 'Jan 1, 2024', 'No end date']);
    expect(cells('Renovatieproject 2024').slice(1, 4)).toEqual(['Expired', 'unknown', 'Jan 31, 2025']);
    expect(cells('Storingsdienst')[1]).toBe('Inactive');
  });

  it('refuses a contract that ends before it starts, and sends a good one', async () => {
    const sent: unknown[] = [];
    const { user } = renderOffice('/office/suppliers/3', {
      'GET /api/app/office/suppliers/3': () => json(200, supplierDetails()),
      'POST /api/app/office/suppliers/3/contracts': (request) => {
        sent.push(bodyOf(request));
        return json(200, {
          id: 14,
          titel: 'Dakonderhoud',
          actief: true,
          beginDatum: '2026-06-01',
          eindDatum: null,
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'New contract' }, { timeout: 8000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New contract' }));
    await user.type(dialog.getByRole('textbox', { name: 'Title' }), 'Dakonderhoud');
    const start = dialog.getByLabelText('Start date');
    const end = dialog.getByLabelText(/^End date/);
    await user.clear(start);
    await user.type(start, '2026-06-01');
    await user.type(end, '2026-05-31');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('The end date is before the start date.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.clear(end);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(sent).toEqual([
        { titel: 'Dakonderhoud', actief: true, beginDatum: '2026-06-01', eindDatum: null },
      ]);
    });
    expect(await screen.findByText('The contract has been added.')).toBeVisible();
  });

  it('adds a new person as a member, and says in the user’s words why a known one cannot be', async () => {
    const sent: [string, unknown][] = [];
    const record = (name: string) => (request: StubbedRequest) => {
      sent.push([name, bodyOf(request)]);
      return name === 'existing'
        ? refusalReply('memberElsewhere')
        : json(200, {
            id: 20,
            name: 'Sem Monteur',
            email: 'sem@vve.test',
            username: 'sem@vve.test',
            deactivated: false,
          });
    };
    const { user } = renderOffice('/office/suppliers/3', {
      'GET /api/app/office/suppliers/3': () => json(200, supplierDetails()),
      'POST /api/app/office/suppliers/3/members': record('existing'),
      'POST /api/app/office/suppliers/3/members/new': record('new'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add member' }, { timeout: 8000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add member' }));
    await user.type(dialog.getByRole('textbox', { name: /^Email address/ }), 'lotte@vve.test');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(await dialog.findByText('This person is already a member of another supplier.')).toBeVisible();

    await user.click(dialog.getByRole('radio', { name: 'A new person' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Sem Monteur');
    const email = dialog.getByRole('textbox', { name: /^Email address/ });
    await user.clear(email);
    await user.type(email, 'sem@vve.test');
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Language of their emails' }), 'de');
    await user.click(dialog.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Sem Monteur is now a member.')).toBeVisible();
    expect(sent).toEqual([
      ['existing', { email: 'lotte@vve.test' }],
      ['new', { name: 'Sem Monteur', email: 'sem@vve.test', language: 'de' }],
    ]);
  });

  it('removes a member after asking', async () => {
    let removed = '';
    const { user } = renderOffice('/office/suppliers/3', {
      'GET /api/app/office/suppliers/3': () => json(200, supplierDetails()),
      'DELETE /api/app/office/suppliers/3/members/5': ({ url }) => {
        removed = url.pathname;
        return json(200, { id: 5 });
      },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove Eva Smit as a member' }, { timeout: 8000 }),
    );
    const question = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(question.getByText(/^Remove Eva Smit as a member\? The person stays/)).toBeVisible();
    await user.click(question.getByRole('button', { name: 'Remove' }));
    await waitFor(() => {
      expect(removed).toBe('/api/app/office/suppliers/3/members/5');
    });
  });
});
