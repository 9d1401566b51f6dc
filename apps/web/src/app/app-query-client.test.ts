import { REQUEST_APP } from '@vve/contract/enums';
import { describe, expect, it, vi } from 'vitest';
import { appRolesQueryOptions } from '../features/session/api/get-app-roles';
import { appTypeQueryOptions } from '../features/session/api/get-app-type';
import { statusQueryOptions } from '../features/session/api/get-status';
import { stubSession } from '../test/fake-api';
import { calledPaths } from '../test/render-app';
import { createAppQueryClient } from './app-query-client';

describe('the app query client', () => {
  it('asks for the session, its app type and its roles before anything renders', async () => {
    const fetchMock = stubSession({ loggedIn: true, roles: ['owner', 'tenant'] });
    const queryClient = createAppQueryClient();
    expect(calledPaths(fetchMock)).toEqual(['GET /api/app/status']);

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(appRolesQueryOptions().queryKey)).toEqual(['owner', 'tenant']);
    });
    expect(queryClient.getQueryData(statusQueryOptions().queryKey)).toBe(true);
    expect(queryClient.getQueryData(appTypeQueryOptions().queryKey)).toBe(REQUEST_APP);
    expect(calledPaths(fetchMock).sort()).toEqual([
      'GET /api/app/info/app-roles',
      'GET /api/app/info/app-type',
      'GET /api/app/status',
    ]);
  });

  it('asks no more than the status when nobody is logged in', async () => {
    const fetchMock = stubSession({ loggedIn: false });
    const queryClient = createAppQueryClient();

    await vi.waitFor(() => {
      expect(queryClient.getQueryData(statusQueryOptions().queryKey)).toBe(false);
    });
    expect(calledPaths(fetchMock)).toEqual(['GET /api/app/status']);
  });
});
