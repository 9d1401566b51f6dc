import type { Role } from '@vve/contract/enums';
import type { Database } from '../src/db/database';
import { users } from '../src/db/schema/accounts';
import { hashPassword } from '../src/modules/session/passwords';

export const TEST_PASSWORD = 'correct horse battery staple';

let sequence = 0;

/** A user of the test's own, with a unique user name. */
export const createUser = async (db: Database, roles: Role[], name = 'Test User') => {
  sequence += 1;
  const username = `user${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const [user] = await db
    .insert(users)
    .values({ username, name, roles, passwordHash: await hashPassword(TEST_PASSWORD) })
    .returning({ id: users.id, username: users.username });
  if (!user) throw new Error('user not created');
  return { ...user, password: TEST_PASSWORD };
};
