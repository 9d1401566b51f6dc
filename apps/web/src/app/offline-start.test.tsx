import { QueryClient } from '@tanstack/react-query';
import { REQUEST_APP } from '@vve/contract/enums';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRolesQueryOptions } from '../features/session/api/get-app-roles';
import { appTypeQueryOptions } from '../features/session/api/get-app-type';
import { recentRequestsQueryOptions } from '../features/requests/api/get-recent-requests';
import { statusQueryOptions } from '../features/session/api/get-status';
import { stubFetch, stubSession } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { leak } from '../test/request-app-data';
import { persistQueries } from './query-persistence';

const OFFLINE_NOTICE = 'Offline: you see what was loaded last.';

/** What the last visit of a logged-in owner left in storage: the session's app type and roles, and a list. */
const saveLastVisit = () => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(statusQueryOptions().queryKey, true);
  queryClient.setQueryData(appTypeQueryOptions().queryKey, REQUEST_APP);
  queryClient.setQueryData(appRolesQueryOptions().queryKey, ['owner']);
  queryClient.setQueryData(recentRequestsQueryOptions().queryKey, [leak]);
  const stop = persistQueries(queryClient);
  window.dispatchEvent(new Event('pagehide'));
  stop();
};

const openRequests = () => {
  window.history.replaceState(null, '', '/app/reports');
  return renderApp();
};

describe('starting offline', () => {
  it('shows the last-seen list with an offline notice when the host cannot be reached', async () => {
    saveLastVisit();
    stubFetch({}); // every call fails like an unreachable host
    openRequests();

    expect(await screen.findByText(leak.omschrijving)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_NOTICE)).toBeInTheDocument();
  });

  it('shows the last-seen list when the browser says it is offline, without calling the host', async () => {
    saveLastVisit();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = stubFetch({});
    openRequests();

    expect(await screen.findByText(leak.omschrijving)).toBeInTheDocument();
    expect(screen.getByText(OFFLINE_NOTICE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the login overlay offline when nothing was saved', async () => {
    stubFetch({});
    renderApp();
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
  });

  it('shows nothing of the previous user after a logout, not even offline', async () => {
    saveLastVisit();
    stubSession({ loggedIn: true });
    const { user } = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
    expect(localStorage.getItem('vve.queries')).toBeNull();

    cleanup();
    stubFetch({});
    openRequests();
    expect(await screen.findByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.queryByText(leak.omschrijving)).not.toBeInTheDocument();
  });
});
