import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OfficeSearchResults } from '@vve/contract/calls/office-search';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { raiseRequest } from '../commands/raise-request';
import { callerFor, type Caller } from '../../test/api-client';
import { createSupplier, createUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

/** A word no other record holds: letters only, so that it never reads as a number. */
const unique = () =>
  `zq${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;
const SEARCH = '/api/app/office/search';
const ARCHIVED_AT = new Date('2026-02-01T00:00:00Z');

describe.each(testDatabaseKinds())('the back office search on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const anAdministrator = async () => {
    const { app, db } = testApp();
    return callerFor(app, await createUser(db, ['administrator'], 'Gerda Mulder'));
  };

  const search = async (call: Caller, q: string) => {
    const answer = await call('GET', `${SEARCH}?q=${encodeURIComponent(q)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as OfficeSearchResults;
  };

  const insertComplex = async (naam: string, archived = false) => {
    const { db } = testApp();
    const [complex] = await db
      .insert(complexes)
      .values({
        naam,
        omschrijving: 'Appartementen',
        adres: 'Havenkade 1-40',
        plaats: 'Utrecht',
        financieelBeheer: false,
        archivedAt: archived ? ARCHIVED_AT : null,
      })
      .returning({ id: complexes.id, naam: complexes.naam });
    if (!complex) throw new Error('complex not created');
    return complex;
  };

  const insertSupplier = async (naam: string, archived = false) => {
    const { db } = testApp();
    const [supplier] = await db
      .insert(supplierOrganisations)
      .values({ naam, archivedAt: archived ? ARCHIVED_AT : null })
      .returning({ id: supplierOrganisations.id, naam: supplierOrganisations.naam });
    if (!supplier) throw new Error('supplier not created');
    return supplier;
  };

  /** A request with the number `nr` in the complex (which holds no other with that number). */
  const insertRequest = async (complexId: number, nr: number, omschrijving: string) => {
    const { db } = testApp();
    const resident = await createUser(db, ['owner'], 'Bewoner');
    const [request] = await db
      .insert(requests)
      .values({
        complexId,
        nr,
        omschrijving,
        publiclyVisible: true,
        createdBy: resident.id,
        createdAt: new Date('2026-02-10T10:00:00Z'),
      })
      .returning({ id: requests.id });
    if (!request) throw new Error('request not created');
    return request.id;
  };

  const insertWorkOrder = async (supplierId: number, complexId: number, omschrijving: string) => {
    const { db } = testApp();
    const [order] = await db
      .insert(workOrders)
      .values({
        supplierId,
        complexId,
        omschrijving,
        createdAt: new Date('2026-02-11T10:00:00Z'),
        priority: 'Normaal',
        repairType: 'Herstel',
      })
      .returning({ id: workOrders.id });
    if (!order) throw new Error('work order not created');
    return order.id;
  };

  it('finds each kind by part of its name, description or address, whatever the case, grouped', async () => {
    const { db } = testApp();
    const call = await anAdministrator();
    const tag = unique();
    const complex = await insertComplex(`VvE Het ${tag} Anker`);
    const [unit] = await db
      .insert(units)
      .values({ complexId: complex.id, adres: `Ankerstraat ${tag} 12`, indexNr: 'A-12' })
      .returning({ id: units.id });
    const person = await createUser(db, ['owner'], `Jan ${tag}-de Vries`);
    await db
      .update(users)
      .set({ email: `jan@${tag}.test` })
      .where(eq(users.id, person.id));
    const supplier = await insertSupplier(`Dakwerken ${tag} B.V.`);
    const { id: requestId } = await raiseRequest(db, {
      complexId: complex.id,
      description: `Lekkage in de badkamer (${tag})`,
      publiclyVisible: true,
      createdBy: person.id,
      createdAt: new Date('2026-02-20T10:00:00Z'),
    });
    const workOrderId = await insertWorkOrder(supplier.id, complex.id, `Dak nakijken ${tag}`);

    const found = await search(call, `  ${tag.toUpperCase()}  `);
    const ref = { id: complex.id, naam: complex.naam };
    expect(found).toEqual({
      requests: {
        hits: [
          {
            id: requestId,
            nr: '1',
            omschrijving: `Lekkage in de badkamer (${tag})`,
            complex: ref,
            status: 'NIEUW',
          },
        ],
        more: false,
      },
      people: {
        hits: [{ id: person.id, naam: `Jan ${tag}-de Vries`, email: `jan@${tag}.test`, deactivated: false }],
        more: false,
      },
      units: {
        hits: [{ id: unit?.id, adres: `Ankerstraat ${tag} 12`, indexNr: 'A-12', complex: ref }],
        more: false,
      },
      complexes: {
        hits: [
          { id: complex.id, naam: complex.naam, adres: 'Havenkade 1-40', plaats: 'Utrecht', archived: false },
        ],
        more: false,
      },
      suppliers: { hits: [{ id: supplier.id, naam: supplier.naam, archived: false }], more: false },
      workOrders: {
        hits: [{ id: workOrderId, omschrijving: `Dak nakijken ${tag}`, supplier, complex: ref }],
        more: false,
      },
    });
    // Part of a word, in another case, finds it too; the email address and the user name are searched as well.
    expect(
      (await search(call, `${tag.slice(2).toUpperCase()}-DE vr`)).people.hits.map((hit) => hit.id),
    ).toEqual([person.id]);
    expect((await search(call, `jan@${tag}`)).people.hits.map((hit) => hit.id)).toEqual([person.id]);
    expect((await search(call, `KAMER (${tag}`)).requests.hits.map((hit) => hit.id)).toEqual([requestId]);
    expect((await search(call, `${tag} a`)).complexes.hits.map((hit) => hit.id)).toEqual([complex.id]);
  });

  it('finds a request by its number and a work order by its id, exactly, before those whose text holds it', async () => {
    const call = await anAdministrator();
    const tag = unique();
    const complex = await insertComplex(`VvE ${tag}`);
    const seven = await insertRequest(complex.id, 7, `Deur klemt ${tag}`);
    await Promise.all([17, 70, 77].map((nr) => insertRequest(complex.id, nr, `Raam lekt ${tag}`)));
    const supplier = await insertSupplier(`Schilders ${tag}`);
    const orders = await Promise.all(
      ['Schilderwerk', 'Goten'].map((text) => insertWorkOrder(supplier.id, complex.id, `${text} ${tag}`)),
    );
    const order = orders[0] ?? 0;

    const ours = (found: OfficeSearchResults) =>
      found.requests.hits.filter((hit) => hit.complex?.id === complex.id).map((hit) => hit.id);
    expect(ours(await search(call, '#7'))).toEqual([seven]);
    expect(ours(await search(call, '# 07'))).toEqual([seven]);
    // A description that holds the text is found too, after the request with the number.
    const withText = await insertRequest(complex.id, 8, `Kozijn #7 ${tag} vervangen`);
    expect(ours(await search(call, '#7'))).toEqual([seven, withText]);

    const byId = await search(call, `#${String(order)}`);
    expect(byId.workOrders.hits[0]).toMatchObject({ id: order, omschrijving: `Schilderwerk ${tag}` });
    expect(byId.workOrders.hits.filter((hit) => hit.omschrijving.endsWith(tag))).toHaveLength(1);
  });

  it('takes LIKE wildcards literally', async () => {
    const call = await anAdministrator();
    const tag = unique();
    const literal = await insertSupplier(`${tag} 50%_korting`);
    await insertSupplier(`${tag} 50xxkorting`);
    await insertSupplier(`${tag} 50%korting`);
    expect((await search(call, `${tag} 50%_`)).suppliers.hits.map((hit) => hit.id)).toEqual([literal.id]);
    expect((await search(call, '%_')).suppliers.hits.map((hit) => hit.naam)).toEqual([literal.naam]);
    expect((await search(call, `${tag} 50\\`)).suppliers.hits).toEqual([]);
  });

  it('finds archived complexes and suppliers and deactivated people, marked and after those in use', async () => {
    const { db } = testApp();
    const call = await anAdministrator();
    const tag = unique();
    const archivedComplex = await insertComplex(`A ${tag} archived`, true);
    const complex = await insertComplex(`B ${tag} in use`);
    const archivedSupplier = await insertSupplier(`A ${tag} archived`, true);
    const supplier = await insertSupplier(`B ${tag} in use`);
    const gone = await createUser(db, ['tenant'], `A ${tag} gone`);
    await db.update(users).set({ deactivatedAt: ARCHIVED_AT }).where(eq(users.id, gone.id));
    const active = await createUser(db, ['tenant'], `B ${tag} active`);

    const found = await search(call, tag);
    expect(found.complexes.hits.map(({ id, archived }) => ({ id, archived }))).toEqual([
      { id: complex.id, archived: false },
      { id: archivedComplex.id, archived: true },
    ]);
    expect(found.suppliers.hits.map(({ id, archived }) => ({ id, archived }))).toEqual([
      { id: supplier.id, archived: false },
      { id: archivedSupplier.id, archived: true },
    ]);
    expect(found.people.hits.map(({ id, deactivated }) => ({ id, deactivated }))).toEqual([
      { id: active.id, deactivated: false },
      { id: gone.id, deactivated: true },
    ]);
  });

  it('sends the first five of a kind by name and says that there are more', async () => {
    const call = await anAdministrator();
    const tag = unique();
    const names = ['F', 'B', 'D', 'A', 'E', 'C'].map((letter) => `${letter} ${tag}`);
    for (const naam of names) await insertSupplier(naam);
    const found = await search(call, tag);
    expect(found.suppliers).toEqual({
      hits: ['A', 'B', 'C', 'D', 'E'].map(
        (letter) => expect.objectContaining({ naam: `${letter} ${tag}` }) as unknown,
      ),
      more: true,
    });
    expect(found.complexes).toEqual({ hits: [], more: false });
  });

  it('refuses a text too short or too long, and takes one of 2 to 200 characters after trimming', async () => {
    const call = await anAdministrator();
    for (const [url, message] of [
      [SEARCH, 'Search for one text (q).'],
      [`${SEARCH}?q=ab&q=cd`, 'Search for one text (q).'],
      [`${SEARCH}?q=`, 'at least 2 characters'],
      [`${SEARCH}?q=%20a%20%20`, 'at least 2 characters'],
      [`${SEARCH}?q=${'x'.repeat(201)}`, 'at most 200 characters'],
    ] as const) {
      const answer = await call('GET', url);
      expect(answer.status, url).toBe(400);
      expect((answer.body as { message: string }).message, url).toContain(message);
    }
    expect((await call('GET', `${SEARCH}?q=%20ab%20`)).status).toBe(200);
    expect((await call('GET', `${SEARCH}?q=${'x'.repeat(200)}%20`)).status).toBe(200);
  });

  it('does not exist for anyone but an administrator, whatever they send', async () => {
    const { app, db } = testApp();
    const supplier = await createSupplier(db);
    for (const user of [await createUser(db, ['owner', 'tenant']), supplier.member]) {
      const call = await callerFor(app, user);
      for (const q of ['lekkage', 'a', '']) {
        const answer = await call('GET', `${SEARCH}?q=${q}`);
        expect(answer.status).toBe(404);
        expect(answer.body).toMatchObject({ message: 'Search not found' });
      }
    }
    expect((await app.inject({ method: 'GET', url: `${SEARCH}?q=lekkage` })).statusCode).toBe(401);
  });
});
