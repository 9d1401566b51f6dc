import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import type { SeedPart } from '../seed-part';

/** The demo password of every demo account; documented in the README as demo only. */
export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts = [
  { username: 'owner', name: 'Anna de Vries', roles: ['owner'] },
  { username: 'owner2', name: 'Bram Jansen', roles: ['owner'] },
  { username: 'tenant', name: 'Chantal Bakker', roles: ['tenant'] },
  { username: 'tenant2', name: 'Daan Visser', roles: ['tenant'] },
  { username: 'supplier', name: 'Eva Smit', roles: ['supplier'] },
  { username: 'supplier2', name: 'Frank de Boer', roles: ['supplier'] },
  { username: 'admin', name: 'Gerda Mulder', roles: ['supplier', 'administrator'] },
] as const;

export const accountsSeed: SeedPart = {
  name: 'accounts',
  run: async ({ db }) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db
      .insert(users)
      .values(demoAccounts.map((account) => ({ ...account, roles: [...account.roles], passwordHash })));
  },
};
