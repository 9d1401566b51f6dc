import { users } from '../../db/schema/accounts';
import { hashPassword } from '../../lib/passwords';
import type { SeedPart } from '../seed-part';

/** The demo password of every demo account; documented in the README as demo only. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo's people; each has an email address, so that 'Forgot password?' works for them too. */
export const demoAccounts = [
  { username: 'owner', name: 'Anna de Vries', email: 'anna.devries@example.nl', roles: ['owner'] },
  { username: 'owner2', name: 'Bram Jansen', email: 'bram.jansen@example.nl', roles: ['owner'] },
  { username: 'tenant', name: 'Chantal Bakker', email: 'chantal.bakker@example.nl', roles: ['tenant'] },
  { username: 'tenant2', name: 'Daan Visser', email: 'daan.visser@example.nl', roles: ['tenant'] },
  { username: 'supplier', name: 'Eva Smit', email: 'eva@dakwerkensmit.example.nl', roles: ['supplier'] },
  {
    username: 'supplier2',
    name: 'Frank de Boer',
    email: 'frank@deboer-installatie.example.nl',
    roles: ['supplier'],
  },
  {
    username: 'admin',
    name: 'Gerda Mulder',
    email: 'gerda.mulder@example.nl',
    roles: ['supplier', 'administrator'],
  },
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
