import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    await seedDemoData(t.db);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    for (const account of demoAccounts) {
      const cookies = await loginAs(t.app, { username: account.username, password: DEMO_PASSWORD });
      const roles = await t.app.inject({ method: 'GET', url: '/api/app/info/app-roles', cookies });
      expect(roles.json()).toEqual({ roles: account.roles });
    }
  });

  it('refuses to load twice: the second run fails and changes nothing', async () => {
    await expect(seedDemoData(t.db)).rejects.toThrow();
    const cookies = await loginAs(t.app, { username: 'owner', password: DEMO_PASSWORD });
    expect(cookies).toBeDefined();
  });
});
