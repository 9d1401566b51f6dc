import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { Report } from '@vve/contract/calls/requests';
import { auditEvents } from './schema/audit';
import { callerFor } from '../../test/api-client';
import {
  createAspectWithTask,
  createComplex,
  createSupplier,
  createUser,
  createWorkOrders,
  makeOwner,
} from '../../test/factories';
import { makeImage } from '../../test/images';
import { multipart } from '../../test/multipart';
import { loginAs } from '../../test/session-client';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('the audit trail on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const trailOf = async (userId: number) =>
    (
      await testApp()
        .db.select()
        .from(auditEvents)
        .where(eq(auditEvents.userId, userId))
        .orderBy(asc(auditEvents.id))
    ).map(({ action, entity, entityId, details }) => ({ action, entity, entityId, details }));

  it('records who sent a request and its photo; a refused request records nothing', async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const owner = await createUser(db, ['owner']);
    await makeOwner(db, complex, owner.id);
    const cookies = await loginAs(app, owner);
    const image = await app.inject({
      method: 'POST',
      url: '/api/app/reports/image',
      cookies,
      payload: (await makeImage('png')).toString('base64'),
      headers: { 'content-type': 'text/plain' },
    });
    const fileId = image.json<{ file: { id: number } }>().file.id;
    const call = await callerFor(app, owner);
    expect((await call('POST', '/api/app/reports', { omschrijving: ' ', vve: complex.id })).status).toBe(400);
    const report = (
      await call('POST', '/api/app/reports', {
        omschrijving: 'Lekkage',
        vve: complex.id,
        attachmentIds: [fileId],
      })
    ).body as Report;
    expect(await trailOf(owner.id)).toEqual([
      { action: 'request-image.uploaded', entity: 'request-image', entityId: fileId, details: null },
      { action: 'request.created', entity: 'request', entityId: report.id, details: null },
    ]);
  });

  it('records a supplier’s status report and the life of an inspection with its files', async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const [orderId = 0] = await createWorkOrders(db, supplier.id, complex.id, 1);
    const task = await createAspectWithTask(db, complex.id, supplier.id);
    const call = await callerFor(app, supplier.member);
    await call('POST', `/api/app/workassignments/${orderId}/supplier-status`, {
      status: 'BLOCKED',
      description: 'Geen toegang',
    });
    const draft = (
      await call('GET', `/api/app/inspections/new?aspect=${task.aspectId}&schedule=${task.scheduleId}`)
    ).body as Inspection;
    const body = multipart([{ name: 'dak.png', type: 'image/png', bytes: await makeImage('png') }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/inspections/${draft.id}/files`,
      cookies: await loginAs(app, supplier.member),
      payload: body.payload,
      headers: { 'content-type': body.contentType },
    });
    const [file] = uploaded.json<{ id: number }[]>();
    const fileId = file?.id ?? 0;
    await call('POST', `/inspections/${draft.id}/files/${fileId}/name`, { name: 'dak noord' });
    await call('DELETE', `/inspections/${draft.id}/files/${fileId}`);
    const saved = await call('PUT', `/inspections/${draft.id}`, {
      aspect: task.aspectId,
      schedule: task.scheduleId,
      state: 'WARN',
      stateDescription: null,
      statePerElement: [],
      createRequest: false,
      requestDescription: '',
      files: [],
    });
    expect(saved.status).toBe(200);
    expect(
      (await trailOf(supplier.member.id)).map(({ action, entityId, details }) => [action, entityId, details]),
    ).toEqual([
      ['work-order.status-reported', orderId, { status: 'BLOCKED', photos: 0 }],
      ['inspection.started', draft.id, null],
      ['inspection-file.uploaded', fileId, { inspectionId: draft.id, name: 'dak.png' }],
      ['inspection-file.renamed', fileId, { inspectionId: draft.id, from: 'dak.png', to: 'dak noord.png' }],
      ['inspection-file.removed', fileId, { inspectionId: draft.id }],
      ['inspection.saved', draft.id, { state: 'WARN', elements: 0 }],
    ]);
  });
});
