import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileDownloadPath, type StoredFile } from '@vve/contract/calls/files';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs } from '../../test/session-client';
import { DEMO_PASSWORD, demoAccounts } from './parts/accounts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

describe.each(testDatabaseKinds())('the demo dataset on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('loads into an empty database, after which every demo account logs in with its roles', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemoData(t.db, t.app.storage);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    for (const account of demoAccounts) {
      const cookies = await loginAs(t.app, { username: account.username, password: DEMO_PASSWORD });
      const roles = await t.app.inject({ method: 'GET', url: '/api/app/info/app-roles', cookies });
      expect(roles.json()).toEqual({ roles: account.roles });
    }
  });

  it('gives the demo residents their complexes, finances, contracts and requests in every state', async () => {
    const as = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      return async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    };
    const owner = await as('owner');
    const ownerDetails = await owner<{ vves: Record<string, string> }>('/api/app/details');
    expect(Object.values(ownerDetails.vves).sort()).toEqual(['VvE De Linde', 'VvE Het Anker']);
    const owner2Details = await (await as('owner2'))<{ vves: Record<string, string> }>('/api/app/details');
    expect(Object.values(owner2Details.vves)).toEqual(['VvE Parkzicht']);

    const statuses = new Set<string>();
    for (const username of ['owner', 'owner2', 'tenant', 'tenant2']) {
      const personal = await (await as(username))<{ status: string }[]>('/api/app/reports/personal');
      for (const report of personal) statuses.add(report.status);
    }
    expect([...statuses].sort()).toEqual(['AFGEWEZEN', 'IN_BEHANDELING', 'NIEUW', 'OPGELOST']);

    const tenant = await as('tenant');
    const tenantVves = Object.keys((await tenant<{ vves: Record<string, string> }>('/api/app/details')).vves);
    const [contract] = await tenant<{ contractFile: StoredFile }[]>(
      `/api/app/tenant/complex/${tenantVves[0] ?? ''}/contracts`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: fileDownloadPath(contract?.contractFile ?? ({} as StoredFile)),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('refuses to load twice: the second run fails and changes nothing', async () => {
    await expect(seedDemoData(t.db, t.app.storage)).rejects.toThrow();
    const cookies = await loginAs(t.app, { username: 'owner', password: DEMO_PASSWORD });
    expect(cookies).toBeDefined();
  });
});
