import { REQUEST_APP, SUPPLIER_APP, type Role } from '@vve/contract/enums';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubSession } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const entriesFor = async (roles: Role[], appType: string = REQUEST_APP) => {
  sessionStorage.setItem('mode', REQUEST_APP); // an administrator's switch; ignored for others
  stubSession({ loggedIn: true, appType, roles });
  renderApp();
  const navigation = await screen.findByRole('navigation');
  return [...navigation.querySelectorAll('a, button')].map((entry) => entry.textContent);
};

describe('request-app home', () => {
  it('welcomes the user', async () => {
    stubSession({ loggedIn: true });
    renderApp();
    expect(await screen.findByText('Welcome! What would you like to do?')).toBeInTheDocument();
  });

  it('offers an owner their properties', async () => {
    expect(await entriesFor(['owner'])).toEqual([
      'Your properties',
      'Your contact details',
      '3D model',
      'Requests',
      'Change password',
      'Notification settings',
      'Log out',
    ]);
  });

  it('offers a tenant their rental contract', async () => {
    expect(await entriesFor(['tenant'])).toEqual([
      'Your rental contract',
      'Your contact details',
      '3D model',
      'Requests',
      'Change password',
      'Notification settings',
      'Log out',
    ]);
  });

  it('offers an administrator the back office and the switch to the supplier-app', async () => {
    expect(await entriesFor(['supplier', 'administrator'], SUPPLIER_APP)).toEqual([
      '3D model',
      'Requests',
      'Back office',
      'Switch to supplier-app',
      'Change password',
      'Notification settings',
      'Log out',
    ]);
  });

  it('opens a screen with a back button that returns home', async () => {
    stubSession({ loggedIn: true, roles: ['owner'] });
    const { user } = renderApp();
    await user.click(await screen.findByRole('link', { name: 'Requests' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create a request' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a request' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/reports/new');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Welcome! What would you like to do?')).toBeInTheDocument();
  });

  it('titles a complex by its title param', async () => {
    window.history.replaceState(null, '', '/app/vve/7?title=De%20Linden');
    stubSession({ loggedIn: true });
    const { user } = renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'De Linden' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Welcome! What would you like to do?')).toBeInTheDocument();
  });

  it('shows Page not found with a link home for an unknown path', async () => {
    window.history.replaceState(null, '', '/app/nowhere');
    stubSession({ loggedIn: true });
    const { user } = renderApp();
    await user.click(await screen.findByRole('link', { name: 'Go to the home screen' }));
    expect(await screen.findByText('Welcome! What would you like to do?')).toBeInTheDocument();
  });
});
