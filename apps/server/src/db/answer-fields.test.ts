import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, testDatabaseKinds } from '../../test/test-database';
import { answerFields, moment, parsed } from './answer-fields';
import type { DatabaseHandle } from './database';
import { queryJsonOne } from './json-answer';
import { files } from './schema/files';

/** A file's answer with a field of each kind: columns as they are, a nullable column, a moment, a parsed one. */
const fileAnswer = answerFields(files, {
  id: 'id',
  name: 'name',
  uploadedBy: 'uploadedBy',
  at: moment('createdAt'),
  kind: parsed('contentType', z.enum(['image/jpeg', 'application/pdf'])),
});

describe.each(testDatabaseKinds())('one field map, answered by the %s database and by TypeScript', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('gives the same answer both ways', async () => {
    const [row] = await database.db
      .insert(files)
      .values({
        contentHash: 'a'.repeat(64),
        accessCode: 'code',
        name: "Dak 'noord'.jpg",
        contentType: 'image/jpeg',
        size: 10,
        createdAt: new Date('2026-11-20T09:30:00.123Z'),
      })
      .returning();
    if (!row) throw new Error('no file was stored');
    const fromDatabase = await queryJsonOne(
      database.db,
      sql`select ${fileAnswer.json} as answer from ${files} where ${files.id} = ${row.id}`,
    );
    const fromRow = fileAnswer.present(row);
    expect(fromRow).toEqual({
      id: row.id,
      name: "Dak 'noord'.jpg",
      uploadedBy: null,
      at: '2026-11-20T09:30:00.123Z',
      kind: 'image/jpeg',
    });
    expect(JSON.parse(fromDatabase?.text ?? 'null')).toEqual(fromRow);
  });

  it('refuses a field name that is no plain word, and a column the table lacks', () => {
    expect(() => answerFields(files, { "id', 1, 'x": 'id' })).toThrow('is no field name');
    // @ts-expect-error: not a column of files
    expect(() => answerFields(files, { id: 'nope' })).toThrow('is no column of the table');
  });
});
