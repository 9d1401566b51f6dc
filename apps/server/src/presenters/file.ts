import { asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { StoredFile } from '@vve/contract/calls/files';
import { answerFields } from '../db/answer-fields';
import { announcementPhotos } from '../db/schema/announcements';
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

/** A table of photos held by one record each (a request, an announcement), in their order. */
interface PhotoTable {
  fileId: PgColumn;
  position: PgColumn;
}

/** The photos of one record (`holder` its column in `table`, `holderId` a column of the outer query), as a JSON array. */
const photosJson = (
  table: PgTable & PhotoTable,
  holder: SQLWrapper,
  holderId: SQLWrapper,
): SQL<StoredFile[]> =>
  sql<StoredFile[]>`coalesce((select json_agg(${storedFile.json} order by ${asc(table.position)})
    from ${table} join ${files} on ${eq(files.id, table.fileId)}
    where ${holder} = ${holderId}), '[]'::json)`;

/** The photos of the request `requestId` (a column of the outer query) in their order, as a JSON array. */
export const requestPhotosJson = (requestId: SQLWrapper): SQL<StoredFile[]> =>
  photosJson(requestAttachments, requestAttachments.reportId, requestId);

/** The photos of the announcement `announcementId` (a column of the outer query) in their order, as a JSON array. */
export const announcementPhotosJson = (announcementId: SQLWrapper): SQL<StoredFile[]> =>
  photosJson(announcementPhotos, announcementPhotos.announcementId, announcementId);

/** The files of an array of file ids (a column of the outer query), in the array's order, as a JSON array. */
export const filesOfIdsJson = (ids: SQLWrapper): SQL =>
  sql`coalesce((select json_agg(${storedFile.json} order by array_position(${ids}, ${files.id}))
    from ${files} where ${files.id} = any(${ids})), '[]'::json)`;
