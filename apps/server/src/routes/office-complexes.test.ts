import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ComplexRef } from '@vve/contract/calls/office';
import { complexes } from '../db/schema/complexes';
import { callerFor } from '../../test/api-client';
import { createComplex, createUser } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(testDatabaseKinds())('the back office complexes on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  it('lists every complex by name to administrators, and to nobody else', async () => {
    const { app, db } = testApp();
    const made = [];
    for (const name of ['Zeezicht', 'Anker', 'Linde']) {
      const { id } = await createComplex(db);
      const naam = `VvE ${name} ${id}`;
      await db.update(complexes).set({ naam }).where(eq(complexes.id, id));
      made.push({ id, naam });
    }
    const admin = await callerFor(app, await createUser(db, ['administrator']));
    const answer = await admin('GET', '/api/app/office/complexes');
    expect(answer.status).toBe(200);
    const listed = answer.body as ComplexRef[];
    const positions = made.map((complex) => listed.findIndex((listedOne) => listedOne.id === complex.id));
    expect(positions.every((position) => position >= 0)).toBe(true);
    const [zeezicht, anker, linde] = positions as [number, number, number];
    expect(anker).toBeLessThan(linde);
    expect(linde).toBeLessThan(zeezicht);
    expect(listed[anker]).toEqual(made[1]);

    const owner = await callerFor(app, await createUser(db, ['owner']));
    expect((await owner('GET', '/api/app/office/complexes')).status).toBe(404);
  });
});
