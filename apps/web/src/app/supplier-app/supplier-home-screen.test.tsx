import { SUPPLIER_APP, type Role } from '@vve/contract/enums';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liftAnnouncement } from '../../test/announcement-data';
import { json, stubSession } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const renderSupplierHome = (roles: Role[] = ['supplier']) => {
  stubSession({ loggedIn: true, appType: SUPPLIER_APP, roles });
  return renderApp();
};

describe('supplier-app home', () => {
  it('opens on the contracts tab and remembers the chosen tab', async () => {
    const { user } = renderSupplierHome();
    expect(await screen.findByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Work orders' }));
    expect(await screen.findByRole('heading', { name: 'Your work assignments' })).toBeInTheDocument();
    expect(localStorage.getItem('latestTab')).toBe('workAssignments');
  });

  it('restores the last-used tab', async () => {
    localStorage.setItem('latestTab', 'inspections');
    renderSupplierHome();
    expect(await screen.findByRole('tab', { name: 'Inspections' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Editing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Performed inspections' })).toBeInTheDocument();
  });

  it('opens the tab a link asks for, which becomes the last-used', async () => {
    localStorage.setItem('latestTab', 'workAssignments');
    window.history.replaceState(null, '', '/app/?tab=inspections');
    renderSupplierHome();
    expect(await screen.findByRole('tab', { name: 'Inspections' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => {
      expect(window.location.search).toBe('');
    });
    expect(localStorage.getItem('latestTab')).toBe('inspections');
    expect(screen.getByRole('tab', { name: 'Inspections' })).toHaveAttribute('aria-selected', 'true');
  });

  it('ignores a stored tab it does not know', async () => {
    localStorage.setItem('latestTab', 'invoices');
    renderSupplierHome();
    expect(await screen.findByRole('tab', { name: 'Contracts' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows administrators the headings for all items', async () => {
    localStorage.setItem('latestTab', 'inspections');
    renderSupplierHome(['supplier', 'administrator']);
    expect(await screen.findByRole('heading', { name: 'All tasks' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All performed inspections' })).toBeInTheDocument();
  });

  it('offers administrators the switch in the menu', async () => {
    const { user } = renderSupplierHome(['supplier', 'administrator']);
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('button', { name: 'Switch to request-app' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('offers other suppliers only logging out in the menu', async () => {
    const { user } = renderSupplierHome(['supplier']);
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch to request-app' })).not.toBeInTheDocument();
  });

  it('opens the announcements to suppliers from the menu', async () => {
    stubSession(
      { loggedIn: true, appType: SUPPLIER_APP, roles: ['supplier'] },
      { 'GET /api/app/announcements': () => json(200, [{ ...liftAnnouncement, audience: 'suppliers' }]) },
    );
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('link', { name: 'Announcements' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lift buiten gebruik' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/app/announcements');
  });

  it('opens the screens of later issues by their routes', async () => {
    window.history.replaceState(null, '', '/app/inspections/12/locations/3');
    renderSupplierHome();
    expect(await screen.findByRole('heading', { level: 1, name: '3' })).toBeInTheDocument();
  });
});
