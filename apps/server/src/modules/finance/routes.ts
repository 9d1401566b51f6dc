import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { financeCalls } from '@vve/contract/calls/finance';
import { budgetLines, budgets, financialYears } from '../../db/schema/finance';
import { euros } from '../../lib/money';
import { sessionUser } from '../../plugins/session/session-plugin';
import { ownDebtor } from '../../policies/debtors';

/** The request-app's finance calls (spec §7): only ever the caller's own debtor record. */
export const financeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { isDebiteur, debiteur, boekjaren } = financeCalls;
  const guarded = { onRequest: app.authenticate };

  app.get(
    isDebiteur.path,
    { ...guarded, schema: { params: isDebiteur.params, response: { 200: isDebiteur.response } } },
    async (request) => ({
      isDebtor: (await ownDebtor(app.db, sessionUser(request).id, request.params.vveId)) !== undefined,
    }),
  );

  app.get(
    debiteur.path,
    { ...guarded, schema: { params: debiteur.params, response: { 200: debiteur.response } } },
    async (request) => {
      const debtor = await ownDebtor(app.db, sessionUser(request).id, request.params.vveId);
      if (!debtor) return null;
      const signed = debtor.incassoGetekendOp !== null && debtor.incassoRekeningNummer !== null;
      return {
        saldo: euros(debtor.saldoCents),
        incassoMachtiging: signed
          ? { getekendOp: debtor.incassoGetekendOp ?? '', rekeningNummer: debtor.incassoRekeningNummer ?? '' }
          : null,
      };
    },
  );

  app.get(
    boekjaren.path,
    { ...guarded, schema: { params: boekjaren.params, response: { 200: boekjaren.response } } },
    async (request) => {
      const debtor = await ownDebtor(app.db, sessionUser(request).id, request.params.vveId);
      if (!debtor) return [];
      const years = await app.db
        .select({ yearId: financialYears.id, budgetId: budgets.id })
        .from(financialYears)
        .innerJoin(budgets, eq(budgets.financialYearId, financialYears.id))
        .where(eq(financialYears.complexId, debtor.complexId))
        .orderBy(desc(financialYears.year), asc(budgets.id));
      const ownLines = await app.db
        .select()
        .from(budgetLines)
        .where(eq(budgetLines.debtorId, debtor.id))
        .orderBy(asc(budgetLines.id));
      const byYear = new Map<
        number,
        { id: number; regels: { totaal: number; totaalPerMaand: number }[] }[]
      >();
      for (const { yearId, budgetId } of years) {
        const regels = ownLines
          .filter((line) => line.budgetId === budgetId)
          .map((line) => ({
            totaal: euros(line.totaalCents),
            totaalPerMaand: euros(line.totaalPerMaandCents),
          }));
        byYear.set(yearId, [...(byYear.get(yearId) ?? []), { id: budgetId, regels }]);
      }
      return [...byYear.values()].map((begrotingen) => ({ begrotingen }));
    },
  );
  done();
};
