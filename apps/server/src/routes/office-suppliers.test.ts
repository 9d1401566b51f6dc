import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Contract } from '@vve/contract/calls/contracts';
import type { WorkOrderChoices } from '@vve/contract/calls/office';
import type { PlanningChoices } from '@vve/contract/calls/office-planning';
import type {
  OfficeSupplier,
  OfficeSupplierDetails,
  OfficeSupplierMember,
  OfficeSupplierRow,
} from '@vve/contract/calls/office-suppliers';
import { users } from '../db/schema/accounts';
import { auditEvents } from '../db/schema/audit';
import { supplierContracts, supplierMembers, supplierOrganisations } from '../db/schema/suppliers';
import { callerFor, type Caller } from '../../test/api-client';
import { createComplex, createSupplier, createUser } from '../../test/factories';
import { raiseRequest } from '../commands/raise-request';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const unique = () => randomUUID().slice(0, 8);
const SUPPLIERS = '/api/app/office/suppliers';

describe.each(testDatabaseKinds())('the back office suppliers on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const anAdministrator = async () => {
    const { app, db } = testApp();
    return callerFor(app, await createUser(db, ['administrator'], 'Gerda Mulder'));
  };

  const create = async (call: Caller, naam: string) => {
    const answer = await call('POST', SUPPLIERS, { naam });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as OfficeSupplier;
  };

  const details = async (call: Caller, id: number) => {
    const answer = await call('GET', `${SUPPLIERS}/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as OfficeSupplierDetails;
  };

  const listed = async (call: Caller, query: string) =>
    ((await call('GET', `${SUPPLIERS}?${query}`)).body as OfficeSupplierRow[]).map((row) => row.naam);

  /** Everything an organisation's administration may write, counted: a refused call changes none of it. */
  const writes = async () => {
    const { db } = testApp();
    const counts = await Promise.all(
      [supplierOrganisations, supplierMembers, supplierContracts, users, auditEvents].map(async (table) => {
        const [row] = await db.select({ n: count() }).from(table);
        return row?.n ?? 0;
      }),
    );
    return counts.join(',');
  };

  it('creates, lists by name with their members and active contracts, renames, archives and takes back an organisation', async () => {
    const { db } = testApp();
    const call = await anAdministrator();
    const tag = unique();
    const zeeland = await create(call, `  Zeeland Daken ${tag} `);
    const aalbers = await create(call, `Aalbers Liften ${tag}`);
    expect(zeeland).toEqual({ id: zeeland.id, naam: `Zeeland Daken ${tag}`, archivedAt: null });
    expect(await listed(call, `text=${tag.toUpperCase()}`)).toEqual([aalbers.naam, zeeland.naam]);

    const renamed = await call('PUT', `${SUPPLIERS}/${zeeland.id}`, { naam: `Zeeuwse Daken ${tag}` });
    expect(renamed.body).toMatchObject({ naam: `Zeeuwse Daken ${tag}` });

    const archived = await call('PUT', `${SUPPLIERS}/${zeeland.id}/archived`, { archived: true });
    expect((archived.body as OfficeSupplier).archivedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(await listed(call, `text=${tag}`)).toEqual([aalbers.naam]);
    expect(await listed(call, `text=${tag}&archived=true`)).toEqual([`Zeeuwse Daken ${tag}`]);
    // Gone from the choices of a new work order and of a task; its page and records stay.
    const workOrderChoices = (await call('GET', '/api/app/office/work-order-choices'))
      .body as WorkOrderChoices;
    expect(workOrderChoices.suppliers.map((supplier) => supplier.id)).not.toContain(zeeland.id);
    expect(workOrderChoices.suppliers.map((supplier) => supplier.id)).toContain(aalbers.id);
    const planningChoices = (await call('GET', '/api/app/office/planning-choices')).body as PlanningChoices;
    expect(planningChoices.suppliers.map((supplier) => supplier.id)).not.toContain(zeeland.id);
    expect((await details(call, zeeland.id)).supplier.archivedAt).not.toBeNull();
    const complex = await createComplex(db);
    const { id: requestId } = await raiseRequest(db, {
      complexId: complex.id,
      description: 'Lekkage',
      publiclyVisible: true,
      createdBy: (await createUser(db, ['owner'])).id,
      createdAt: new Date(),
    });
    const workOrder = await call('POST', `/api/app/office/requests/${requestId}/work-orders`, {
      supplierId: zeeland.id,
      priority: 'Hoog',
      repairType: 'Lekkage',
      omschrijving: 'Dak nakijken',
    });
    expect(workOrder).toMatchObject({
      status: 409,
      body: { message: 'This supplier is archived. Choose a supplier in use.' },
    });
    // Archiving again changes nothing; changing it asks to take it back into use first.
    expect((await call('PUT', `${SUPPLIERS}/${zeeland.id}/archived`, { archived: true })).status).toBe(200);
    const refused = await call('PUT', `${SUPPLIERS}/${zeeland.id}`, { naam: 'Anders' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: 'This supplier is archived. Take it back into use to change it.' },
    });

    await call('PUT', `${SUPPLIERS}/${zeeland.id}/archived`, { archived: false });
    expect(await listed(call, `text=${tag}`)).toEqual([aalbers.naam, `Zeeuwse Daken ${tag}`]);
    expect((await details(call, zeeland.id)).audit.map((entry) => entry.action)).toEqual([
      'supplier.created',
      'supplier.renamed',
      'supplier.archived',
      'supplier.restored',
    ]);
  });

  it('counts the members and the contracts that are active today', async () => {
    const { db } = testApp();
    const call = await anAdministrator();
    const supplier = await createSupplier(db);
    const contract = (titel: string, actief: boolean, eindDatum: string | null) =>
      call('POST', `${SUPPLIERS}/${supplier.id}/contracts`, { titel, actief, beginDatum: null, eindDatum });
    await contract('Zonder einde', true, null);
    await contract('Tot vandaag', true, '2026-03-02');
    await contract('Verlopen', true, '2026-03-01');
    await contract('Opgezegd', false, null);
    const [row] = (await call('GET', `${SUPPLIERS}?text=${encodeURIComponent(supplier.naam)}`))
      .body as OfficeSupplierRow[];
    expect(row).toMatchObject({ id: supplier.id, memberCount: 1, activeContractCount: 2 });
  });

  it('gives an organisation contracts that its members see in the supplier-app, newest first', async () => {
    const { app, db } = testApp();
    const call = await anAdministrator();
    const supplier = await createSupplier(db);
    const member = await callerFor(app, supplier.member);
    const first = await call('POST', `${SUPPLIERS}/${supplier.id}/contracts`, {
      titel: ' Onderhoud daken ',
      actief: true,
      beginDatum: '2026-01-01',
      eindDatum: '2026-12-31',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const contract = first.body as Contract;
    expect(contract).toEqual({
      id: contract.id,
      titel: 'Onderhoud daken',
      actief: true,
      beginDatum: '2026-01-01',
      eindDatum: '2026-12-31',
    });
    testApp().clock.advance(60_000);
    const second = (
      await call('POST', `${SUPPLIERS}/${supplier.id}/contracts`, {
        titel: 'Storingsdienst',
        actief: false,
        beginDatum: null,
        eindDatum: null,
      })
    ).body as Contract;
    const seen = (await member('GET', '/api/app/supplier/contracts/page/1')).body as Contract[];
    expect(seen.map((row) => row.titel)).toEqual(['Storingsdienst', 'Onderhoud daken']);

    const edited = await call('PUT', `/api/app/office/supplier-contracts/${contract.id}`, {
      titel: 'Onderhoud daken en goten',
      actief: false,
      beginDatum: '2026-02-01',
      eindDatum: null,
    });
    expect(edited.body).toEqual({
      id: contract.id,
      titel: 'Onderhoud daken en goten',
      actief: false,
      beginDatum: '2026-02-01',
      eindDatum: null,
    });
    expect((await details(call, supplier.id)).contracts.map((row) => row.id)).toEqual([
      second.id,
      contract.id,
    ]);
    expect((await details(call, supplier.id)).audit.map((entry) => entry.action)).toEqual([
      'supplier.contract-added',
      'supplier.contract-added',
      'supplier.contract-updated',
    ]);
  });

  it('refuses a contract that ends before it starts, and other bad input, with a message; nothing is written', async () => {
    const { db } = testApp();
    const call = await anAdministrator();
    const supplier = await createSupplier(db);
    const [existing] = await db
      .insert(supplierContracts)
      .values({ supplierId: supplier.id, titel: 'Bestaand', actief: true, createdAt: new Date() })
      .returning();
    const good = { titel: 'Onderhoud', actief: true, beginDatum: '2026-06-01', eindDatum: '2027-05-31' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, eindDatum: '2026-05-31' }, 'The end date is before the start date.'],
      [{ ...good, titel: '   ' }, 'A contract needs a title.'],
      [{ ...good, beginDatum: '0000-01-01' }, 'A date lies between the years 1900 and 2999.'],
      [{ ...good, eindDatum: '2026-02-30' }, 'eindDatum'],
      [{ ...good, actief: 'ja' }, 'actief'],
      [{ ...good, supplierId: 1 }, 'supplierId'],
    ];
    const before = await writes();
    for (const [body, message] of cases) {
      for (const [method, url] of [
        ['POST', `${SUPPLIERS}/${supplier.id}/contracts`],
        ['PUT', `/api/app/office/supplier-contracts/${existing?.id ?? 0}`],
      ] as const) {
        const answer = await call(method, url, body);
        expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect((answer.body as { message: string }).message).toContain(message);
      }
    }
    expect((await call('POST', SUPPLIERS, { naam: ' ' })).body).toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('A supplier needs a name.') as unknown,
    });
    expect((await call('POST', `${SUPPLIERS}/999999/contracts`, good)).status).toBe(404);
    expect((await call('PUT', '/api/app/office/supplier-contracts/999999', good)).status).toBe(404);
    expect(await writes()).toBe(before);
  });

  it('adds a new person as a member in one go, and an existing one by email; a person belongs to one organisation', async () => {
    const { app, db } = testApp();
    const call = await anAdministrator();
    const supplier = await createSupplier(db);
    const other = await createSupplier(db);
    const email = `Monteur.${unique()}@VVE.test`;
    const created = await call('POST', `${SUPPLIERS}/${supplier.id}/members/new`, {
      name: ' Sem Monteur ',
      email,
      language: 'de',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const member = created.body as OfficeSupplierMember;
    expect(member).toEqual({
      id: member.id,
      name: 'Sem Monteur',
      email: email.toLowerCase(),
      username: email.toLowerCase(),
      deactivated: false,
    });
    const [person] = await db.select().from(users).where(eq(users.id, member.id));
    expect(person).toMatchObject({ roles: ['supplier'], language: 'de', passwordHash: null });

    // An existing person, who logs in: found by email, their supplier-app shows the organisation's records.
    const existing = await createUser(db, [], 'Lotte Loodgieter');
    const existingEmail = `lotte.${unique()}@vve.test`;
    await db.update(users).set({ email: existingEmail }).where(eq(users.id, existing.id));
    await db.insert(supplierContracts).values({
      supplierId: supplier.id,
      titel: `Contract ${unique()}`,
      actief: true,
      createdAt: new Date(),
    });
    const lotte = await callerFor(app, existing);
    expect((await lotte('GET', '/api/app/supplier/contracts/page/1')).body).toEqual([]);
    const added = await call('POST', `${SUPPLIERS}/${supplier.id}/members`, {
      email: existingEmail.toUpperCase(),
    });
    expect(added.body).toMatchObject({ id: existing.id, name: 'Lotte Loodgieter' });
    expect((await lotte('GET', '/api/app/supplier/contracts/page/1')).body).toHaveLength(1);
    const [withRole] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, existing.id));
    expect(withRole?.roles).toEqual(['supplier']);
    // Adding a member again changes nothing.
    expect((await call('POST', `${SUPPLIERS}/${supplier.id}/members`, { email: existingEmail })).status).toBe(
      200,
    );

    const members = (await details(call, supplier.id)).members.map((row) => row.name);
    expect(members).toEqual(['Lotte Loodgieter', `Monteur van ${supplier.naam}`, 'Sem Monteur']);

    const before = await writes();
    const refusals: [string, object, number, string][] = [
      [
        `${SUPPLIERS}/${other.id}/members`,
        { email: existingEmail },
        409,
        'This person is already a member of another supplier.',
      ],
      [
        `${SUPPLIERS}/${other.id}/members`,
        { email: `niemand.${unique()}@vve.test` },
        404,
        'Nobody has this email address. Add them as a new person instead.',
      ],
      [
        `${SUPPLIERS}/${other.id}/members/new`,
        { name: 'Dubbel', email, language: 'nl' },
        409,
        'This email address is already used by another person.',
      ],
      [
        `${SUPPLIERS}/${other.id}/members/new`,
        { name: 'Geen adres', email: 'geen-adres', language: 'nl' },
        400,
        'Enter a valid email address',
      ],
      [
        `${SUPPLIERS}/${other.id}/members/new`,
        { name: ' ', email: `x.${unique()}@vve.test`, language: 'nl' },
        400,
        'A name is required',
      ],
      [
        `${SUPPLIERS}/${other.id}/members/new`,
        { name: 'Taal', email: `y.${unique()}@vve.test`, language: 'es' },
        400,
        'language',
      ],
    ];
    for (const [url, body, status, message] of refusals) {
      const answer = await call('POST', url, body);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(status);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect(await writes()).toBe(before);
  });

  it('removes a member: the person stays, without the supplier role and without the organisation’s records', async () => {
    const { app, db } = testApp();
    const call = await anAdministrator();
    const supplier = await createSupplier(db);
    await db
      .insert(supplierContracts)
      .values({ supplierId: supplier.id, titel: 'Onderhoud', actief: true, createdAt: new Date() });
    const member = await callerFor(app, supplier.member);
    expect((await member('GET', '/api/app/supplier/contracts/page/1')).body).toHaveLength(1);

    const removed = await call('DELETE', `${SUPPLIERS}/${supplier.id}/members/${supplier.member.id}`);
    expect(removed).toEqual({ status: 200, body: { id: supplier.member.id } });
    expect((await member('GET', '/api/app/supplier/contracts/page/1')).body).toEqual([]);
    const [person] = await db
      .select({ roles: users.roles })
      .from(users)
      .where(eq(users.id, supplier.member.id));
    expect(person?.roles).toEqual([]);
    expect((await details(call, supplier.id)).members).toEqual([]);
    expect((await call('DELETE', `${SUPPLIERS}/${supplier.id}/members/${supplier.member.id}`)).status).toBe(
      404,
    );

    // A member of an archived organisation can be let go, to join another.
    const archived = await createSupplier(db);
    await call('PUT', `${SUPPLIERS}/${archived.id}/archived`, { archived: true });
    expect((await call('DELETE', `${SUPPLIERS}/${archived.id}/members/${archived.member.id}`)).status).toBe(
      200,
    );
    expect(
      (
        await call('POST', `${SUPPLIERS}/${archived.id}/members/new`, {
          name: 'Nee',
          email: `n.${unique()}@vve.test`,
          language: 'nl',
        })
      ).status,
    ).toBe(409);
  });

  it('is the administrators’: a supplier, even of the organisation, finds nothing', async () => {
    const { app, db } = testApp();
    const supplier = await createSupplier(db);
    const member = await callerFor(app, supplier.member);
    expect((await member('GET', `${SUPPLIERS}/${supplier.id}`)).status).toBe(404);
    const contract = { titel: 'Eigen contract', actief: true, beginDatum: null, eindDatum: null };
    expect((await member('POST', `${SUPPLIERS}/${supplier.id}/contracts`, contract)).status).toBe(404);
    expect((await member('GET', SUPPLIERS)).status).toBe(404);
  });
});
