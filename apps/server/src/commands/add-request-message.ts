import { and, eq, type SQL } from 'drizzle-orm';
import type { MessageVisibility } from '@vve/contract/calls/request-messages';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requestMessageAttachments, requestMessages, requests } from '../db/schema/requests';
import { found, refusal } from '../lib/http-error';
import { claimOwnImages } from './claim-own-files';

/** A message on a request: an administrator's (to the resident or internal), or the resident's answer. */
export interface NewRequestMessage {
  reportId: number;
  /** The policy's filter of the requests the author may write on (none for administrators). */
  where: SQL | undefined;
  authorId: number;
  visibility: MessageVisibility;
  text: string;
  /** Photos the author uploaded and attached to nothing yet. */
  attachmentIds: readonly number[];
  at: Date;
}

/** An inspection's request has no resident to read a message: the inspector is no resident. */
/**
 * Adds a message with its photos and its audit row, all or nothing; 404 when the request is missing or
 * outside the policy's filter. The requester's own message answers the office: the request waits for the
 * administrators again ('waiting for me', `answeredAt`). The audit row names the message, its visibility, its
 * number of photos and whether the requester wrote it, never its text (personal data). Answers the message's id.
 */
export const addRequestMessage = (db: Database, message: NewRequestMessage): Promise<number> =>
  db.transaction(async (tx) => {
    // Held until the message is stored: the request cannot go meanwhile.
    const report = found(
      await tx
        .select({ id: requests.id, inspectionId: requests.inspectionId, createdBy: requests.createdBy })
        .from(requests)
        .where(and(eq(requests.id, message.reportId), message.where))
        .for('key share'),
      'Request',
    );
    if (message.visibility === 'RESIDENT' && report.inspectionId !== null) {
      throw refusal('noResident');
    }
    const fromResident = message.visibility === 'RESIDENT' && message.authorId === report.createdBy;
    const attachmentIds = await claimOwnImages(tx, message.authorId, message.attachmentIds);
    const [stored] = await tx
      .insert(requestMessages)
      .values({
        reportId: report.id,
        visibility: message.visibility,
        text: message.text,
        authorId: message.authorId,
        createdAt: message.at,
      })
      .returning({ id: requestMessages.id });
    if (!stored) throw new Error('message not stored');
    if (attachmentIds.length > 0) {
      await tx
        .insert(requestMessageAttachments)
        .values(attachmentIds.map((fileId, position) => ({ messageId: stored.id, fileId, position })));
    }
    if (fromResident)
      await tx.update(requests).set({ answeredAt: message.at }).where(eq(requests.id, report.id));
    await recordAudit(tx, {
      userId: message.authorId,
      action: 'request.message-added',
      entityId: report.id,
      at: message.at,
      details: {
        messageId: stored.id,
        visibility: message.visibility,
        photos: attachmentIds.length,
        fromResident,
      },
    });
    return stored.id;
  });
