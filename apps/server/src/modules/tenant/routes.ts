import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { tenantCalls } from '@vve/contract/calls/tenant';
import { units } from '../../db/schema/complexes';
import { files } from '../../db/schema/files';
import { rentalContractUnits, rentalContracts } from '../../db/schema/rentals';
import { euros } from '../../lib/money';
import { sessionUser } from '../../plugins/session/session-plugin';
import { residentComplex } from '../../policies/resident-complexes';
import { presentFile } from '../files/file-repository';

/** The request-app's tenant calls (spec §7): only the caller's own rental contracts. */
export const tenantRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { isTenant, rentalContracts: contractsCall } = tenantCalls;

  const ownContracts = async (userId: number, complexId: number) => {
    const complex = await residentComplex(app.db, userId, complexId);
    return app.db
      .select({ contract: rentalContracts, file: files })
      .from(rentalContracts)
      .leftJoin(files, eq(files.id, rentalContracts.contractFileId))
      .where(and(eq(rentalContracts.complexId, complex.id), eq(rentalContracts.tenantId, userId)))
      .orderBy(asc(rentalContracts.startDate), asc(rentalContracts.id));
  };

  app.get(
    isTenant.path,
    {
      onRequest: app.authenticate,
      schema: { params: isTenant.params, response: { 200: isTenant.response } },
    },
    async (request) => ({
      isTenant: (await ownContracts(sessionUser(request).id, request.params.vveId)).length > 0,
    }),
  );

  app.get(
    contractsCall.path,
    {
      onRequest: app.authenticate,
      schema: { params: contractsCall.params, response: { 200: contractsCall.response } },
    },
    async (request) => {
      const rows = await ownContracts(sessionUser(request).id, request.params.vveId);
      const contractIds = rows.map((row) => row.contract.id);
      const rentedUnits =
        contractIds.length === 0
          ? []
          : await app.db
              .select({
                contractId: rentalContractUnits.contractId,
                id: units.id,
                adres: units.adres,
                indexNr: units.indexNr,
              })
              .from(rentalContractUnits)
              .innerJoin(units, eq(units.id, rentalContractUnits.unitId))
              .where(inArray(rentalContractUnits.contractId, contractIds))
              .orderBy(asc(units.indexNr));
      return rows.map(({ contract, file }) => ({
        units: rentedUnits
          .filter((unit) => unit.contractId === contract.id)
          .map(({ id, adres, indexNr }) => ({ id, adres, indexNr })),
        gross: euros(contract.grossCents),
        landlordAccountString: contract.landlordAccount,
        automaticCollection: contract.automaticCollection,
        rentArrears: euros(contract.rentArrearsCents),
        deposit: euros(contract.depositCents),
        startDate: contract.startDate,
        endDate: contract.endDate,
        noticePeriodInMonths: contract.noticePeriodInMonths,
        contractFile: file ? presentFile(file) : null,
      }));
    },
  );
  done();
};
