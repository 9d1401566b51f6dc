import { REQUEST_APP, SUPPLIER_APP } from '@vve/contract/enums';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubSession } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const administrator = {
  loggedIn: true,
  appType: SUPPLIER_APP,
  roles: ['supplier', 'administrator'],
} as const;

describe('mode', () => {
  it('shows the request-app with the owner default when the roles call fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSession({ loggedIn: true, appType: REQUEST_APP, roles: 'fail' });
    renderApp();
    expect(await screen.findByRole('link', { name: 'Your properties' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('app roles'), expect.anything());
  });

  it('shows the supplier-app with the supplier default when the roles call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubSession({ loggedIn: true, appType: SUPPLIER_APP, roles: 'fail' });
    renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Your contracts with the administrator' }),
    ).toBeInTheDocument();
  });

  it("shows a single empty screen with only the account's actions for an unknown app type", async () => {
    stubSession({ loggedIn: true, appType: 'viewer-app' });
    renderApp();
    expect(await screen.findByText('There is nothing to show for your account.')).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Change password',
      'Log out',
    ]);
  });

  it('lets an administrator switch to the request-app and back', async () => {
    stubSession(administrator);
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Switch to request-app' }));

    expect(await screen.findByRole('button', { name: 'Switch to supplier-app' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Your properties' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Requests' })).toBeInTheDocument();
    expect(sessionStorage.getItem('mode')).toBe(REQUEST_APP);

    await user.click(screen.getByRole('button', { name: 'Switch to supplier-app' }));
    expect(await screen.findByRole('heading', { name: 'All contracts' })).toBeInTheDocument();
    expect(sessionStorage.getItem('mode')).toBe(SUPPLIER_APP);
  });

  it('keeps the switched mode over a reload, and forgets it at logout', async () => {
    sessionStorage.setItem('mode', REQUEST_APP);
    stubSession(administrator);
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(sessionStorage.getItem('mode')).toBeNull();
  });

  it('ignores a switched mode for a user who is not an administrator', async () => {
    sessionStorage.setItem('mode', SUPPLIER_APP);
    stubSession({ loggedIn: true, appType: REQUEST_APP, roles: ['tenant'] });
    renderApp();
    expect(await screen.findByRole('link', { name: 'Your rental contract' })).toBeInTheDocument();
  });
});
