import { queryOptions, useQuery } from '@tanstack/react-query';
import { officeRelationsCalls, type PersonRelations } from '@vve/contract/calls/office-relations';
import { apiCall } from '../../../lib/api-client';
import { peopleKeys } from './people-keys';

export const getPersonRelations = (id: number): Promise<PersonRelations> =>
  apiCall(officeRelationsCalls.personRelations, { params: { id } });

export const personRelationsQueryOptions = (id: number) =>
  queryOptions({ queryKey: peopleKeys.relations(id), queryFn: () => getPersonRelations(id) });

/** A person's units, rental contracts, debtor accounts and supplier organisation. */
export const usePersonRelations = (id: number, enabled = true) =>
  useQuery({ ...personRelationsQueryOptions(id), enabled });
