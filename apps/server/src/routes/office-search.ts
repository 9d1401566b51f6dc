import { officeSearchCalls } from '@vve/contract/calls/office-search';
import { searchOffice } from '../reads/office-search';
import { callRoutes } from './define-route';

/** The back office's one search box: administrators only (404 for others, before the text is read). */
export const officeSearchRoutes = callRoutes((route, { db }) => {
  route(officeSearchCalls.officeSearch, {
    fromReplica: true,
    handler: ({ query }) => searchOffice(db, query.q),
  });
});
