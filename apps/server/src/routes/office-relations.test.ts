import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonRelations } from '@vve/contract/calls/office-relations';
import { users } from '../db/schema/accounts';
import { rentalContracts } from '../db/schema/rentals';
import { callerFor } from '../../test/api-client';
import { createComplex, createInvitee, createUser } from '../../test/factories';
import { multipart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const contract = (unitIds: number[], overrides: Record<string, unknown> = {}) => ({
  unitIds,
  gross: 1234.5,
  rentArrears: -25,
  deposit: 2469,
  startDate: '2026-02-01',
  endDate: null,
  noticePeriodInMonths: 2,
  landlordAccount: 'nl91 abna 0417 1643 00',
  automaticCollection: true,
  ...overrides,
});

describe.each(testDatabaseKinds())("a person's relations in the back office on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db } = testApp();
    const adminUser = await createUser(db, ['administrator']);
    const admin = await callerFor(app, adminUser);
    const cookies = await loginAs(app, adminUser);
    const uploadPdf = (contractId: number, name: string, bytes: Buffer) => {
      const body = multipart([{ name, type: 'application/pdf', bytes }], 'file');
      return app.inject({
        method: 'POST',
        url: `/api/app/office/rental-contracts/${contractId}/file`,
        cookies,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const complex = await createComplex(db);
    const other = await createComplex(db);
    const person = await createInvitee(db, 'Mila Peters');
    const relations = async () =>
      (await admin('GET', `/api/app/office/people/${person.id}/relations`)).body as PersonRelations;
    const roles = async () =>
      (await db.select({ roles: users.roles }).from(users).where(eq(users.id, person.id)))[0]?.roles;
    return { admin, uploadPdf, complex, other, person, relations, roles };
  };

  it('makes a person an owner of units and takes it back; the owner role follows', async () => {
    const w = await aWorld();
    const own = `/api/app/office/people/${w.person.id}/units/${w.complex.unitId}`;
    expect((await w.admin('PUT', own)).status).toBe(200);
    expect((await w.admin('PUT', own)).status).toBe(200);
    expect((await w.relations()).ownedUnits).toEqual([
      expect.objectContaining({
        unitId: w.complex.unitId,
        complex: { id: w.complex.id, naam: w.complex.naam },
      }),
    ]);
    expect(await w.roles()).toEqual(['owner']);
    expect((await w.admin('DELETE', own)).status).toBe(200);
    expect((await w.admin('DELETE', own)).status).toBe(404);
    expect(await w.roles()).toEqual([]);
    expect((await w.admin('PUT', `/api/app/office/people/${w.person.id}/units/2147483000`)).status).toBe(404);
  });

  it('gives a tenant a rental contract with its PDF, changes and removes it; the tenant role follows', async () => {
    const w = await aWorld();
    const created = await w.admin(
      'POST',
      `/api/app/office/people/${w.person.id}/rental-contracts`,
      contract([w.complex.unitId]),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: number };
    expect(await w.roles()).toEqual(['tenant']);
    const [shown] = (await w.relations()).rentalContracts;
    expect(shown).toMatchObject({
      id,
      complex: { id: w.complex.id },
      gross: 1234.5,
      rentArrears: -25,
      deposit: 2469,
      landlordAccountString: 'NL91ABNA0417164300',
      noticePeriodInMonths: 2,
      contractFile: null,
    });

    const notPdf = await w.uploadPdf(id, 'contract.pdf', Buffer.from('GIF89a nope'));
    expect(notPdf.statusCode).toBe(415);
    const pdf = await w.uploadPdf(id, 'huurcontract.pdf', Buffer.from('%PDF-1.4\n1 0 obj\n%%EOF\n'));
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect((await w.relations()).rentalContracts[0]?.contractFile?.name).toBe('huurcontract.pdf');

    const changed = await w.admin(
      'PUT',
      `/api/app/office/rental-contracts/${id}`,
      contract([w.complex.unitId], { gross: 999, endDate: '2027-01-31' }),
    );
    expect(changed.status).toBe(200);
    expect((await w.relations()).rentalContracts[0]).toMatchObject({ gross: 999, endDate: '2027-01-31' });
    expect((await w.admin('DELETE', `/api/app/office/rental-contracts/${id}`)).status).toBe(200);
    expect((await w.relations()).rentalContracts).toEqual([]);
    expect(await w.roles()).toEqual([]);
  });

  it('refuses a rental contract with bad terms and stores nothing', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const [before] = await db.select({ n: count() }).from(rentalContracts);
    const cases: [Record<string, unknown>, number, string][] = [
      [
        contract([w.complex.unitId], { endDate: '2026-01-31' }),
        400,
        'The end date is before the start date.',
      ],
      [
        contract([w.complex.unitId], { landlordAccount: 'NL91 ABNA 0417 1643 01' }),
        400,
        'This is not a valid IBAN',
      ],
      [contract([w.complex.unitId], { gross: 10.005 }), 400, 'at most 2 decimals'],
      [contract([w.complex.unitId], { deposit: -1 }), 400, 'cannot be negative'],
      [contract([]), 400, 'Choose at least one unit.'],
      [
        contract([w.complex.unitId, w.other.unitId]),
        400,
        'The units of a rental contract are in one complex.',
      ],
      [contract([2147483000]), 400, 'A chosen unit does not exist.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await w.admin('POST', `/api/app/office/people/${w.person.id}/rental-contracts`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    const [after] = await db.select({ n: count() }).from(rentalContracts);
    expect(after?.n).toBe(before?.n);
    expect(await w.roles()).toEqual([]);
  });

  it('makes a person a debtor of a complex with financial management, with a direct debit from a valid IBAN', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const path = `/api/app/office/people/${w.person.id}/debtors`;
    const created = await w.admin('POST', path, {
      complexId: w.complex.id,
      saldo: -150.25,
      directDebit: { signedOn: '2026-01-15', iban: 'DE89 3704 0044 0532 0130 00' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id } = created.body as { id: number };
    expect((await w.relations()).debtors).toEqual([
      {
        id,
        complex: { id: w.complex.id, naam: w.complex.naam },
        saldo: -150.25,
        incassoMachtiging: { getekendOp: '2026-01-15', rekeningNummer: 'DE89370400440532013000' },
      },
    ]);
    const twice = await w.admin('POST', path, { complexId: w.complex.id, saldo: 0, directDebit: null });
    expect(twice.status).toBe(409);
    const badIban = await w.admin('PUT', `/api/app/office/debtors/${id}`, {
      saldo: 0,
      directDebit: { signedOn: '2026-01-15', iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(badIban.status).toBe(400);
    expect(
      (await w.admin('PUT', `/api/app/office/debtors/${id}`, { saldo: 12, directDebit: null })).status,
    ).toBe(200);
    expect((await w.relations()).debtors[0]).toMatchObject({ saldo: 12, incassoMachtiging: null });
    const withoutFinance = await createComplex(db, { financieelBeheer: false });
    const refused = await w.admin('POST', path, {
      complexId: withoutFinance.id,
      saldo: 0,
      directDebit: null,
    });
    expect(refused.status).toBe(409);
    // Its balance was booked (an opening balance and a correction), and bookings are kept: so is the account.
    const kept = await w.admin('DELETE', `/api/app/office/debtors/${id}`);
    expect([kept.status, (kept.body as { code: string }).code]).toEqual([409, 'debtorHasBookings']);
    const ledger = await w.admin('GET', `/api/app/office/debtors/${id}/ledger`);
    expect(
      (ledger.body as { bookings: { kind: string; amountCents: number }[] }).bookings.map(
        ({ kind, amountCents }) => [kind, amountCents],
      ),
    ).toEqual([
      ['correction', 16_225],
      ['opening', -15_025],
    ]);
    // An account with nothing booked goes.
    const other = await createComplex(db);
    const empty = await w.admin('POST', path, { complexId: other.id, saldo: 0, directDebit: null });
    expect(
      (await w.admin('DELETE', `/api/app/office/debtors/${(empty.body as { id: number }).id}`)).status,
    ).toBe(200);
    expect((await w.relations()).debtors.map((debtor) => debtor.id)).toEqual([id]);
  });
});
