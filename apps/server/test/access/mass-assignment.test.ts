import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testDatabaseKinds } from '../test-database';
import { sendRow, successfulCaller, useMatrixWorld } from './matrix-client';
import { ROLES_MATRIX } from './roles-matrix';
import { storedState } from './stored-state';
import { MISSING } from './world';

/**
 * Fields that decide ownership, role, status history or numbering, with a value an attacker
 * would send. A write must refuse each of them (400, strict schemas) unless its body names
 * the field itself (the supplier-status call's `status` is what it reports).
 */
const OWNERSHIP_FIELDS: Record<string, unknown> = {
  id: 1,
  nr: '1',
  status: 'AFGEHANDELD',
  createdBy: 1,
  createdAt: '2020-01-01T00:00:00Z',
  creationDate: '2020-01-01T00:00:00Z',
  aanmaakDatum: '2020-01-01T00:00:00Z',
  aangemaaktDoor: { naam: 'Beheerder' },
  melder: { naam: 'Beheerder' },
  supplierId: 1,
  userId: 1,
  tenantId: 1,
  uploadedBy: 1,
  roles: ['administrator'],
  complexId: MISSING.complexId,
  draft: false,
  performedAt: '2020-01-01T00:00:00Z',
  completed: true,
  afgerond: true,
  accessCode: 'guessed',
  contentHash: 'f'.repeat(64),
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe.each(testDatabaseKinds())('mass assignment on the %s database', (kind) => {
  const { routes, testApp, world } = useMatrixWorld(kind);

  /** Every write whose body is a JSON object, as the server registered it. */
  const jsonWrites = () =>
    routes.filter(
      (route) =>
        WRITE_METHODS.has(route.method) &&
        route.mediaType === 'application/json' &&
        route.bodySchema instanceof z.ZodObject,
    );

  it('finds the JSON writes', () => {
    expect(jsonWrites().map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'POST /api/app/reports',
        'POST /api/app/workassignments/:id/supplier-status',
        'PUT /inspections/:id',
        'POST /inspections/:id/files/:fileId/name',
      ]),
    );
  });

  it('refuses every field that decides ownership, role, status or numbering, and stores nothing', async () => {
    const { db } = testApp();
    let checked = 0;
    for (const route of jsonWrites()) {
      const rows = ROLES_MATRIX[route.key];
      if (!rows) throw new Error(`no rows for ${route.key}`);
      const caller = successfulCaller(rows);
      const shape = (route.bodySchema as z.ZodObject).shape;
      const fields = Object.keys(OWNERSHIP_FIELDS).filter((field) => !(field in shape));
      const before = await storedState(db);
      for (const field of fields) {
        const response = await sendRow(testApp(), world(), route.key, caller, 'own', {
          payload: (body) => ({ ...body, [field]: OWNERSHIP_FIELDS[field] }),
        });
        expect(response.statusCode, `${route.key} with ${field}`).toBe(400);
        expect(response.json<{ message: string }>().message, `${route.key} with ${field}`).toContain(field);
        checked += 1;
      }
      expect(await storedState(db), `${route.key} stored something`).toEqual(before);
      // The same body without the extra field is accepted: the field alone made the difference.
      const control = await sendRow(testApp(), world(), route.key, caller, 'own');
      expect(control.statusCode, `${route.key} without extra fields`).toBe(200);
    }
    expect(checked).toBeGreaterThan(50);
  });
});
