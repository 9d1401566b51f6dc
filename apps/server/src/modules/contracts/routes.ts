import { desc } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractsCalls } from '@vve/contract/calls/contracts';
import { PAGE_SIZE, pageOffset } from '@vve/contract/rules/paging';
import { supplierContracts } from '../../db/schema/suppliers';
import { sessionUser } from '../../plugins/session/session-plugin';
import { supplierScope, withinScope } from '../../policies/supplier-scope';

/** The supplier's contracts with the administrator, 50 a page, newest first (spec §7, §9). */
export const contractRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { supplierContractsPage } = contractsCalls;
  app.get(
    supplierContractsPage.path,
    {
      onRequest: app.authenticate,
      schema: { params: supplierContractsPage.params, response: { 200: supplierContractsPage.response } },
    },
    async (request) => {
      const scope = supplierScope(sessionUser(request));
      return app.db
        .select({
          id: supplierContracts.id,
          titel: supplierContracts.titel,
          actief: supplierContracts.actief,
          beginDatum: supplierContracts.beginDatum,
          eindDatum: supplierContracts.eindDatum,
        })
        .from(supplierContracts)
        .where(withinScope(scope, supplierContracts.supplierId))
        .orderBy(desc(supplierContracts.createdAt), desc(supplierContracts.id))
        .limit(PAGE_SIZE)
        .offset(pageOffset(request.params.n));
    },
  );
  done();
};
