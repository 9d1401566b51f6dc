import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StoredFile } from '@vve/contract/calls/files';
import { files, type FileRow } from '../db/schema/files';
import { reportAttachments } from '../db/schema/reports';

/** The answer's shape of a stored file: its link parts, never its storage details. */
export const presentFile = (row: FileRow): StoredFile => ({
  id: row.id,
  hash: row.contentHash,
  name: row.name,
  contentType: row.contentType,
  accessCode: row.accessCode,
});

/** `presentFile` in the database: a row of `files` as the answer's JSON. */
const fileJson = sql`json_build_object('id', ${files.id}, 'hash', ${files.contentHash}, 'name', ${files.name},
  'contentType', ${files.contentType}, 'accessCode', ${files.accessCode})`;

/** The photos of the request `reportId` (a column of the outer query) in their order, as a JSON array. */
export const reportPhotosJson = (reportId: SQLWrapper): SQL =>
  sql`coalesce((select json_agg(${fileJson} order by ${asc(reportAttachments.position)})
    from ${reportAttachments} join ${files} on ${eq(files.id, reportAttachments.fileId)}
    where ${reportAttachments.reportId} = ${reportId}), '[]'::json)`;

/** The files of an array of file ids (a column of the outer query), in the array's order, as a JSON array. */
export const filesOfIdsJson = (ids: SQLWrapper): SQL =>
  sql`coalesce((select json_agg(${fileJson} order by array_position(${ids}, ${files.id}))
    from ${files} where ${files.id} = any(${ids})), '[]'::json)`;
