import { eq } from 'drizzle-orm';
import type { SupplierStatusPayload } from '@vve/contract/calls/work-assignments';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { requests } from '../db/schema/requests';
import { supplierUpdateAttachments, supplierUpdates } from '../db/schema/work-orders';
import { refusal } from '../lib/http-error';
import { claimOwnImages } from './claim-own-files';

/**
 * Records the status a supplier reports on a work order (spec §4, §5), with its photos (their own uploads, not sent
 * yet), its audit row and the moment on its request (for 'waiting for me'), all or nothing; a work order that is
 * handled already answers 409.
 * The caller has checked that the user may report on it (policies/work-orders).
 */
export const reportSupplierStatus = async (
  db: Database,
  report: {
    order: { id: number; completed: boolean; requestId: number | null };
    payload: SupplierStatusPayload;
    userId: number;
    now: Date;
  },
) => {
  const { order, payload, userId, now } = report;
  if (order.completed) throw refusal('workOrderHandled');
  const description = payload.description?.trim();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supplierUpdates)
      .values({
        workAssignmentId: order.id,
        status: payload.status,
        description: description === undefined || description === '' ? null : description,
        createdBy: userId,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('status not recorded');
    const photoIds = await claimOwnImages(tx, userId, payload.attachmentIds ?? []);
    if (photoIds.length > 0) {
      await tx
        .insert(supplierUpdateAttachments)
        .values(photoIds.map((fileId, position) => ({ updateId: row.id, fileId, position })));
    }
    // The request's administrators see it waiting for them until they open it ('waiting for me').
    if (order.requestId !== null) {
      await tx.update(requests).set({ answeredAt: now }).where(eq(requests.id, order.requestId));
    }
    await recordAudit(tx, {
      userId,
      action: 'work-order.status-reported',
      entityId: order.id,
      at: row.createdAt,
      details: { status: row.status, photos: photoIds.length },
    });
    return row;
  });
};
