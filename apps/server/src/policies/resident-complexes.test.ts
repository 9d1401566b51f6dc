import { describe, expect, it } from 'vitest';
import { meetings } from '../db/schema/meetings';
import { budgetLines, budgets, financialYears } from '../db/schema/finance';
import { bimProjects } from '../db/schema/bim';
import { createComplex, createUser, makeDebtor, makeOwner, makeRentalContract } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs } from '../../test/session-client';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('what residents see, on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** Two owners and two tenants in two complexes: each sees only their own. */
  const world = async () => {
    const { db, app, clock } = testApp();
    const managed = await createComplex(db, { financieelBeheer: true });
    const unmanaged = await createComplex(db, { financieelBeheer: false });
    const foreign = await createComplex(db, { financieelBeheer: true });
    const owner = await createUser(db, ['owner'], 'Anna de Vries');
    const owner2 = await createUser(db, ['owner'], 'Bram Jansen');
    const tenant = await createUser(db, ['tenant'], 'Chantal Bakker');
    const tenant2 = await createUser(db, ['tenant'], 'Daan Visser');
    await makeOwner(db, managed, owner.id);
    await makeOwner(db, unmanaged, owner.id);
    await makeOwner(db, foreign, owner2.id);
    const ownDebtor = await makeDebtor(db, managed.id, owner.id, { saldoCents: -12_550, directDebit: true });
    await makeDebtor(db, foreign.id, owner2.id, { saldoCents: 4_000 });
    await makeRentalContract(db, managed, tenant.id);
    await makeRentalContract(db, foreign, tenant2.id);
    const now = clock.read().getTime();
    await db.insert(meetings).values([
      { complexId: managed.id, startsAt: new Date(now + 30 * DAY) },
      { complexId: managed.id, startsAt: new Date(now + 10 * DAY) },
      { complexId: managed.id, startsAt: new Date(now - 10 * DAY) },
    ]);
    const [year] = await db.insert(financialYears).values({ complexId: managed.id, year: 2026 }).returning();
    const [active] = await db
      .insert(budgets)
      .values({ financialYearId: year?.id ?? 0, adoptedOn: '2026-01-01' })
      .returning();
    await db.insert(budgetLines).values({
      budgetId: active?.id ?? 0,
      debtorId: ownDebtor.id,
      omschrijving: 'Servicekosten',
      totaalCents: 138_000,
      totaalPerMaandCents: 11_500,
    });
    await db.insert(bimProjects).values([
      { complexId: managed.id, name: 'Hoofdgebouw' },
      { complexId: foreign.id, name: 'Elders' },
    ]);
    const as = async (user: { username: string; password: string }) => {
      const cookies = await loginAs(app, user);
      return async (url: string) => {
        const response = await app.inject({ method: 'GET', url, cookies });
        return { status: response.statusCode, body: response.json<unknown>() };
      };
    };
    return {
      managed,
      unmanaged,
      foreign,
      activeBudgetId: active?.id,
      owner: await as(owner),
      owner2: await as(owner2),
      tenant: await as(tenant),
      tenant2: await as(tenant2),
    };
  };

  it("lists an owner's complexes and a tenant's rented complex, and nobody else's", async () => {
    const w = await world();
    expect((await w.owner('/api/app/details')).body).toEqual({
      name: 'Anna de Vries',
      vves: { [w.managed.id]: w.managed.naam, [w.unmanaged.id]: w.unmanaged.naam },
    });
    expect((await w.tenant('/api/app/details')).body).toEqual({
      name: 'Chantal Bakker',
      vves: { [w.managed.id]: w.managed.naam },
    });
    expect((await w.owner2('/api/app/details')).body).toEqual({
      name: 'Bram Jansen',
      vves: { [w.foreign.id]: w.foreign.naam },
    });
  });

  it('answers a complex with its planned meetings in order, and 404 for a foreign or missing complex', async () => {
    const w = await world();
    const managed = await w.owner(`/api/app/details/vve/${w.managed.id}`);
    expect(managed.status).toBe(200);
    expect(managed.body).toMatchObject({
      omschrijving: w.managed.omschrijving,
      financieelBeheer: true,
      actieveBegrotingIds: [w.activeBudgetId],
    });
    const dates = (managed.body as { vergaderingen: string[] }).vergaderingen;
    expect(dates).toHaveLength(2);
    expect([...dates].sort()).toEqual(dates);
    expect((await w.owner(`/api/app/details/vve/${w.unmanaged.id}`)).body).toMatchObject({
      financieelBeheer: false,
      vergaderingen: [],
    });
    expect((await w.owner2(`/api/app/details/vve/${w.managed.id}`)).status).toBe(404);
    expect((await w.tenant2(`/api/app/details/vve/${w.managed.id}`)).status).toBe(404);
    expect((await w.owner('/api/app/details/vve/999999')).status).toBe(404);
    expect((await w.owner('/api/app/details/vve/abc')).status).toBe(400);
  });

  it('offers financial details only to the debtor, in a complex with financial management', async () => {
    const w = await world();
    expect((await w.owner(`/api/app/debiteur/${w.managed.id}/is-debiteur`)).body).toEqual({ isDebtor: true });
    expect((await w.owner(`/api/app/debiteur/${w.managed.id}`)).body).toEqual({
      saldo: -125.5,
      incassoMachtiging: { getekendOp: '2025-01-15', rekeningNummer: 'NL20 INGB 0001 2345 67' },
    });
    expect((await w.owner(`/api/app/boekjaren/${w.managed.id}`)).body).toEqual([
      { begrotingen: [{ id: w.activeBudgetId, regels: [{ totaal: 1380, totaalPerMaand: 115 }] }] },
    ]);
    // A complex without financial management, and a resident who is no debtor.
    expect((await w.owner(`/api/app/debiteur/${w.unmanaged.id}/is-debiteur`)).body).toEqual({
      isDebtor: false,
    });
    expect((await w.owner(`/api/app/debiteur/${w.unmanaged.id}`)).body).toBeNull();
    expect((await w.tenant(`/api/app/debiteur/${w.managed.id}`)).body).toBeNull();
    expect((await w.tenant(`/api/app/boekjaren/${w.managed.id}`)).body).toEqual([]);
    // Someone else's complex: 404, never their numbers.
    for (const url of [
      `/api/app/debiteur/${w.foreign.id}/is-debiteur`,
      `/api/app/debiteur/${w.foreign.id}`,
      `/api/app/boekjaren/${w.foreign.id}`,
    ]) {
      expect((await w.owner(url)).status, url).toBe(404);
    }
  });

  it("shows a tenant their own rental contract and never another's", async () => {
    const w = await world();
    expect((await w.tenant(`/api/app/tenant/complex/${w.managed.id}/is-tenant`)).body).toEqual({
      isTenant: true,
    });
    const contracts = await w.tenant(`/api/app/tenant/complex/${w.managed.id}/contracts`);
    expect(contracts.body).toEqual([
      {
        units: [
          {
            id: w.managed.unitId,
            adres: expect.any(String) as string,
            indexNr: expect.any(String) as string,
          },
        ],
        gross: 950,
        landlordAccountString: 'NL44 RABO 0123 4567 89',
        automaticCollection: true,
        rentArrears: 0,
        deposit: 1900,
        startDate: '2024-02-01',
        endDate: null,
        noticePeriodInMonths: 1,
        contractFile: null,
      },
    ]);
    expect((await w.owner(`/api/app/tenant/complex/${w.managed.id}/is-tenant`)).body).toEqual({
      isTenant: false,
    });
    expect((await w.owner(`/api/app/tenant/complex/${w.managed.id}/contracts`)).body).toEqual([]);
    expect((await w.tenant2(`/api/app/tenant/complex/${w.managed.id}/contracts`)).status).toBe(404);
    expect((await w.tenant(`/api/app/tenant/complex/${w.foreign.id}/is-tenant`)).status).toBe(404);
  });

  it("lists the 3D projects of the user's complexes only", async () => {
    const w = await world();
    expect((await w.owner('/api/app/details/projects')).body).toEqual([
      {
        id: expect.any(Number) as number,
        name: 'Hoofdgebouw',
        complexName: w.managed.naam,
        complexId: w.managed.id,
      },
    ]);
    expect((await w.owner2('/api/app/details/projects')).body).toEqual([
      {
        id: expect.any(Number) as number,
        name: 'Elders',
        complexName: w.foreign.naam,
        complexId: w.foreign.id,
      },
    ]);
  });

  it('answers every resident call with 401 without a session', async () => {
    const { app } = testApp();
    for (const url of [
      '/api/app/details',
      '/api/app/details/vve/1',
      '/api/app/details/projects',
      '/api/app/debiteur/1/is-debiteur',
      '/api/app/debiteur/1',
      '/api/app/boekjaren/1',
      '/api/app/tenant/complex/1/is-tenant',
      '/api/app/tenant/complex/1/contracts',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
