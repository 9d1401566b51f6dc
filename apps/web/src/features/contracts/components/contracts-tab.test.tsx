import { SUPPLIER_APP } from '@vve/contract/enums';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, stubSession } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';

const contract = (id: number, actief: boolean, beginDatum: string | null, eindDatum: string | null) => ({
  id,
  titel: `Contract ${id}`,
  actief,
  beginDatum,
  eindDatum,
});

describe('contracts tab', () => {
  it("shows each contract's status, start date (else 'unknown') and end date (else 'No end date')", async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] },
      {
        'GET /api/app/supplier/contracts/page/1': () =>
          json(200, [
            contract(1, true, null, null),
            contract(2, true, '2024-01-01', '2099-12-31'),
            contract(3, true, '2020-01-01', '2021-12-31'),
            contract(4, false, '2019-01-01', '2020-06-30'),
            contract(5, true, '2099-01-01', null),
          ]),
      },
    );
    renderApp();
    const item = async (id: number) =>
      (await screen.findByText(`Contract ${id}`)).closest('li') as HTMLElement;
    expect(within(await item(1)).getByText('Active')).toBeInTheDocument();
    expect(within(await item(1)).getByText(/unknown/)).toBeInTheDocument();
    expect(within(await item(1)).getByText(/No end date/)).toBeInTheDocument();
    expect(within(await item(2)).getByText('Active')).toBeInTheDocument();
    expect(within(await item(3)).getByText('Expired')).toBeInTheDocument();
    expect(within(await item(4)).getByText('Inactive')).toBeInTheDocument();
    expect(within(await item(5)).getByText('Not started yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });
});
