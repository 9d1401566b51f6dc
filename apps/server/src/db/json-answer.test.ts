import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-database';
import type { DatabaseHandle } from './database';
import { queryJsonOne, renderedOnce } from './json-answer';

describe.each(testDatabaseKinds())('an answer built by the %s database', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('renders a fragment once and binds its parameters again, numbered where it goes', async () => {
    const fragment = renderedOnce(sql`json_build_object('name', ${'Het Anker'}::text, 'units', ${12}::int)`);
    const answer = await queryJsonOne<{ before: string; answer: unknown; after: number }>(
      database.db,
      sql`select json_build_object('before', ${'first'}::text, 'answer', ${fragment}, 'after', ${3}::int) as answer`,
    );
    expect(JSON.parse(answer?.text ?? 'null')).toEqual({
      before: 'first',
      answer: { name: 'Het Anker', units: 12 },
      after: 3,
    });
  });

  it('answers undefined, not an error, when there is no row', async () => {
    expect(await queryJsonOne(database.db, sql`select 1 as answer where false`)).toBeUndefined();
  });
});
