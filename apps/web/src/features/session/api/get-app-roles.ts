import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionCalls } from '@vve/contract/calls/session';
import type { Role } from '@vve/contract/enums';
import { apiCall } from '../../../lib/api-client';

export const getAppRoles = async (): Promise<Role[]> => (await apiCall(sessionCalls.appRoles)).roles;

/** A failing roles call is logged and ignored (spec §8): null lets the default roles apply. */
const getAppRolesOrNull = (): Promise<Role[] | null> =>
  getAppRoles().catch((error: unknown) => {
    console.error('Could not load the app roles; the default roles apply.', error);
    return null;
  });

export const appRolesQueryOptions = () =>
  queryOptions({ queryKey: ['session', 'app-roles'], queryFn: getAppRolesOrNull, staleTime: Infinity });

/** The app roles, loaded once logged in. */
export const useAppRoles = (enabled: boolean) => useQuery({ ...appRolesQueryOptions(), enabled });
