import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { DatabaseHandle } from '../../apps/server/src/db/database';
import type { Row, TableData, Value } from './tables';

/** A value in COPY's text format. */
const copyText = (value: Value): string => {
  if (value === null) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  return String(value).replace(/[\\\t\n\r]/g, (char) =>
    char === '\\' ? '\\\\' : char === '\t' ? '\\t' : char === '\n' ? '\\n' : '\\r',
  );
};

const copyLine = (row: Row) => `${row.map(copyText).join('\t')}\n`;

/** The rows as text in pieces of about 256 KB: a stream without a write call per row. */
function* copyChunks(rows: Iterable<Row>): Generator<string> {
  let chunk = '';
  for (const row of rows) {
    chunk += copyLine(row);
    if (chunk.length >= 256 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Loads a table with COPY: streamed to the PostgreSQL server, or through PGlite's /dev/blob. Foreign
 * keys are not checked while loading (the generator keeps them by construction); the caller's session
 * role is set to replica for that.
 */
export const copyTable = async (handle: DatabaseHandle, table: TableData): Promise<number> => {
  const columns = table.columns.join(', ');
  let count = 0;
  const counted = function* () {
    for (const row of table.rows()) {
      count += 1;
      yield row;
    }
  };
  if (handle.kind === 'server') {
    const client = await handle.client.connect();
    try {
      await client.query(`SET session_replication_role = replica`);
      await pipeline(
        Readable.from(copyChunks(counted())),
        client.query(copyFrom(`COPY ${table.name} (${columns}) FROM STDIN`)),
      );
    } finally {
      await client.query(`RESET session_replication_role`);
      client.release();
    }
    return count;
  }
  const blob = new Blob([...copyChunks(counted())]);
  await handle.client.exec(`SET session_replication_role = replica`);
  try {
    await handle.client.query(`COPY ${table.name} (${columns}) FROM '/dev/blob'`, [], { blob });
  } finally {
    await handle.client.exec(`RESET session_replication_role`);
  }
  return count;
};
