import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ContactDetails } from '@vve/contract/calls/details';
import type { OfficePerson } from '@vve/contract/calls/office-people';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import { raiseRequest } from '../commands/raise-request';
import { auditEvents } from '../db/schema/audit';
import { units } from '../db/schema/complexes';
import { inspections } from '../db/schema/inspections';
import { callerFor } from '../../test/api-client';
import { createAspectWithTask, createSupplier, createUser, makeOwner } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

describe.each(testDatabaseKinds())("a work order's door to knock on, on the %s database", (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db, clock } = testApp();
    const w = await workOrderWorld(app, db, clock.read);
    const requestId = await w.request();
    const given = await w.giveWorkOrder(requestId);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const orderId = (given.body as { id: number }).id;
    const workOrder = async (caller = w.asSupplier) => {
      const answer = await caller('GET', `/api/app/workassignments/${orderId}`);
      return { status: answer.status, order: answer.body as WorkAssignment };
    };
    return { ...w, requestId, orderId, workOrder };
  };

  it("shows its supplier the resident's unit and name, and the phone only once the resident shares it", async () => {
    const w = await aWorld();
    const { order } = await w.workOrder();
    const [unit] = await testApp().db.select().from(units).where(eq(units.id, w.complex.unitId));
    expect(order.units).toEqual([{ adres: unit?.adres, indexNr: unit?.indexNr }]);
    expect(order.contact).toEqual({ naam: 'Olga Eigenaar', phone: null });

    const share = (details: ContactDetails) => w.asOwner('PUT', '/api/app/details/contact', details);
    const saved = await share({ phone: ' +31 6 1234 5678 ', phoneForSuppliers: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ phone: '+31 6 1234 5678', phoneForSuppliers: false });
    expect((await w.workOrder()).order.contact).toEqual({ naam: 'Olga Eigenaar', phone: null });

    expect((await share({ phone: '+31 6 1234 5678', phoneForSuppliers: true })).status).toBe(200);
    expect((await w.asOwner('GET', '/api/app/details/contact')).body).toEqual({
      phone: '+31 6 1234 5678',
      phoneForSuppliers: true,
    });
    expect((await w.workOrder()).order.contact).toEqual({ naam: 'Olga Eigenaar', phone: '+31 6 1234 5678' });
    expect((await w.workOrder(w.asAdmin)).order.contact?.phone).toBe('+31 6 1234 5678');

    // Another supplier does not see the work order at all; neighbours reading the shared request see no phone.
    const other = await createSupplier(testApp().db);
    expect((await w.workOrder(await callerFor(testApp().app, other.member))).status).toBe(404);
    const neighbour = await createUser(testApp().db, ['owner'], 'Nina Buur');
    await makeOwner(testApp().db, w.complex, neighbour.id);
    const shared = await (await callerFor(testApp().app, neighbour))('GET', '/api/app/reports/recent');
    expect(JSON.stringify(shared.body)).toContain('Lekkage bij de lichtkoepel');
    expect(JSON.stringify(shared.body)).not.toContain('1234');

    // Taking the consent back hides it again; the audit keeps when, never the number.
    expect((await share({ phone: '+31 6 1234 5678', phoneForSuppliers: false })).status).toBe(200);
    expect((await w.workOrder()).order.contact?.phone).toBeNull();
    const audit = await testApp().db.select().from(auditEvents);
    const consent = audit.filter(
      (row) => row.action === 'person.contact-changed' && row.entityId === w.owner.id,
    );
    expect(consent.map((row) => row.details)).toEqual([
      { phone: true, phoneForSuppliers: false },
      { phone: true, phoneForSuppliers: true },
      { phone: true, phoneForSuppliers: false },
    ]);
    expect(JSON.stringify(consent)).not.toContain('1234');
  });

  it('refuses a phone that is no phone number, and consent without a phone, and keeps what was there', async () => {
    const w = await aWorld();
    expect(
      (await w.asOwner('PUT', '/api/app/details/contact', { phone: '020 123 4567', phoneForSuppliers: true }))
        .status,
    ).toBe(200);
    for (const [body, message] of [
      [{ phone: 'call me maybe', phoneForSuppliers: true }, /phone: Enter a phone number in digits/],
      [{ phone: '1'.repeat(31), phoneForSuppliers: true }, /at most 30 characters/],
      [{ phone: '', phoneForSuppliers: true }, /phone: Enter a phone number to share it with suppliers/],
      [{ phone: '020 123 4567' }, /phoneForSuppliers/],
      [{ phone: '020 123 4567', phoneForSuppliers: true, verified: true }, /verified/],
    ] as const) {
      const refused = await w.asOwner('PUT', '/api/app/details/contact', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((refused.body as { message: string }).message).toMatch(message);
    }
    expect((await w.asOwner('GET', '/api/app/details/contact')).body).toEqual({
      phone: '020 123 4567',
      phoneForSuppliers: true,
    });
  });

  it('lets an administrator keep a phone on a person, but not give the consent; clearing it takes the consent', async () => {
    const w = await aWorld();
    const person = async () =>
      (await w.asAdmin('GET', `/api/app/office/people/${w.owner.id}`)).body as OfficePerson;
    const save = (phone: string | null) =>
      w.asAdmin('PUT', `/api/app/office/people/${w.owner.id}`, {
        name: 'Olga Eigenaar',
        email: 'olga@vve.test',
        language: 'nl',
        phone,
        administrator: false,
      });
    expect((await save('06 9876 5432')).status).toBe(200);
    expect(await person()).toMatchObject({ phone: '06 9876 5432', phoneForSuppliers: false });
    expect((await w.workOrder()).order.contact?.phone).toBeNull();
    await w.asOwner('PUT', '/api/app/details/contact', { phone: '06 9876 5432', phoneForSuppliers: true });
    expect((await w.workOrder()).order.contact?.phone).toBe('06 9876 5432');
    expect((await save(null)).status).toBe(200);
    expect(await person()).toMatchObject({ phone: null, phoneForSuppliers: false });
    expect((await w.workOrder()).order.contact?.phone).toBeNull();
  });

  it('has no resident to show for a request an inspection raised', async () => {
    const w = await aWorld();
    const { db, clock } = testApp();
    const { aspectId } = await createAspectWithTask(db, w.complex.id, w.supplier.id);
    const [inspection] = await db
      .insert(inspections)
      .values({ aspectId, supplierId: w.supplier.id, createdAt: clock.read(), draft: false })
      .returning({ id: inspections.id });
    const { id: raised } = await raiseRequest(db, {
      complexId: w.complex.id,
      description: 'Dakgoot lekt',
      publiclyVisible: false,
      createdBy: w.supplier.member.id,
      createdAt: clock.read(),
      raisedBy: { inspectionId: inspection?.id ?? 0, elementId: null },
    });
    const given = await w.giveWorkOrder(raised);
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const answer = await w.asSupplier('GET', `/api/app/workassignments/${(given.body as { id: number }).id}`);
    expect(answer.body).toMatchObject({ units: [], contact: null });
  });
});
