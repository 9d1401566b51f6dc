import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { MessageVisibility } from '@vve/contract/calls/request-messages';
import type { Database } from '../db/database';
import { users } from '../db/schema/accounts';
import type { FileRow } from '../db/schema/files';
import { requestMessageAttachments, requestMessages, requests } from '../db/schema/requests';
import { found } from '../lib/http-error';
import { findAttachedPhotos } from './files';

export interface RequestMessageRow {
  message: typeof requestMessages.$inferSelect;
  /** Null when the author's account is gone. */
  authorName: string | null;
  /** Written by the request's requester (its resident), else by an administrator. */
  fromRequester: boolean;
  attachments: FileRow[];
}

/** Messages matching `where`, oldest first, with their author and their photos in order. */
const findMessages = async (db: Database, where: SQL | undefined): Promise<RequestMessageRow[]> => {
  const rows = await db
    .select({
      message: requestMessages,
      authorName: users.name,
      fromRequester: sql<boolean>`coalesce(${requestMessages.authorId} = ${requests.createdBy}, false)`,
    })
    .from(requestMessages)
    .innerJoin(requests, eq(requests.id, requestMessages.reportId))
    .leftJoin(users, eq(users.id, requestMessages.authorId))
    .where(where)
    .orderBy(asc(requestMessages.createdAt), asc(requestMessages.id));
  const photos = await findAttachedPhotos(
    db,
    {
      table: requestMessageAttachments,
      holderId: requestMessageAttachments.messageId,
      fileId: requestMessageAttachments.fileId,
      position: requestMessageAttachments.position,
    },
    rows.map((row) => row.message.id),
  );
  return rows.map((row) => ({ ...row, attachments: photos.get(row.message.id) ?? [] }));
};

/** A request's messages of these visibilities, oldest first. */
export const findRequestMessages = (
  db: Database,
  reportId: number,
  visibilities: readonly MessageVisibility[],
): Promise<RequestMessageRow[]> =>
  findMessages(
    db,
    and(eq(requestMessages.reportId, reportId), inArray(requestMessages.visibility, [...visibilities])),
  );

/** The messages of these visibilities of several requests, oldest first. */
export const findMessagesOfRequests = (
  db: Database,
  reportIds: readonly number[],
  visibilities: readonly MessageVisibility[],
): Promise<RequestMessageRow[]> =>
  findMessages(
    db,
    and(
      inArray(requestMessages.reportId, [...reportIds]),
      inArray(requestMessages.visibility, [...visibilities]),
    ),
  );

/** One message by its id. */
export const findRequestMessage = async (db: Database, messageId: number): Promise<RequestMessageRow> =>
  found(await findMessages(db, eq(requestMessages.id, messageId)), 'Message');
