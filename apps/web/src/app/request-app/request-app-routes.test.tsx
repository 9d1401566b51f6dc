import { screen } from '@testing-library/react';
import type { Role } from '@vve/contract/enums';
import { describe, expect, it } from 'vitest';
import { json } from '../../test/fake-api';
import { details, withFinances } from '../../test/request-app-data';
import { calledPaths, renderScreen } from '../../test/render-app';

const replies = {
  'GET /api/app/details': () => json(200, details),
  'GET /api/app/details/vve/1': () => json(200, withFinances),
};

describe('request-app screens by role', () => {
  it.each<[string, Role]>([
    ['/details', 'tenant'],
    ['/vve/1/debtor', 'tenant'],
    ['/tenant', 'owner'],
  ])('answers %s for a %s with the not-found view, and calls nothing for it', async (path, role) => {
    const { fetchMock } = renderScreen(path, replies, { roles: [role] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home screen' })).toBeInTheDocument();
    expect(screen.queryByText('Your properties')).not.toBeInTheDocument();
    expect(calledPaths(fetchMock).filter((call) => /details|debiteur|tenant/.test(call))).toEqual([]);
  });

  it('opens an owner’s properties', async () => {
    renderScreen('/details', replies, { roles: ['owner'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your properties' })).toBeInTheDocument();
  });

  it('opens the properties of someone who is owner and tenant', async () => {
    renderScreen('/details', replies, { roles: ['tenant', 'owner'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your properties' })).toBeInTheDocument();
  });
});
