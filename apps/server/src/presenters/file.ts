import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { StoredFile } from '@vve/contract/calls/files';
import { answerFields } from '../db/answer-fields';
import { files } from '../db/schema/files';
import { requestAttachments } from '../db/schema/requests';

/** The answer's shape of a stored file: its link parts, never its storage details. */
const storedFile = answerFields(files, {
  id: 'id',
  hash: 'contentHash',
  name: 'name',
  contentType: 'contentType',
  accessCode: 'accessCode',
});

/** A stored file as the answer has it, from its row. */
export const presentFile = (row: Parameters<typeof storedFile.present>[0]): StoredFile =>
  storedFile.present(row);

/** The photos of the request `requestId` (a column of the outer query) in their order, as a JSON array. */
export const requestPhotosJson = (requestId: SQLWrapper): SQL =>
  sql`coalesce((select json_agg(${storedFile.json} order by ${asc(requestAttachments.position)})
    from ${requestAttachments} join ${files} on ${eq(files.id, requestAttachments.fileId)}
    where ${requestAttachments.reportId} = ${requestId}), '[]'::json)`;

/** The files of an array of file ids (a column of the outer query), in the array's order, as a JSON array. */
export const filesOfIdsJson = (ids: SQLWrapper): SQL =>
  sql`coalesce((select json_agg(${storedFile.json} order by array_position(${ids}, ${files.id}))
    from ${files} where ${files.id} = any(${ids})), '[]'::json)`;
