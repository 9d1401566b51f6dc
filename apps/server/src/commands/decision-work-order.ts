import { eq } from 'drizzle-orm';
import type { WorkOrderCreate } from '@vve/contract/calls/office';
import type { Database } from '../db/database';
import { agendaItems } from '../db/schema/meetings';
import { found, refusal } from '../lib/http-error';
import { insertWorkOrder } from './create-work-order';
import { lockConvenedMeeting, meetingOfItem } from './meeting-votes';

/**
 * Gives a carried decision of a members' meeting a work order in the meeting's complex, in one step; the decision
 * stays as it is, and may get more. 409 for an item for discussion, a vote still open and a decision not carried.
 * Answers the new work order's id.
 */
export const createDecisionWorkOrder = (
  db: Database,
  order: WorkOrderCreate & { itemId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const { meeting } = await lockConvenedMeeting(tx, await meetingOfItem(tx, order.itemId));
    const item = found(
      await tx.select().from(agendaItems).where(eq(agendaItems.id, order.itemId)),
      'Agenda item',
    );
    if (item.result?.outcome !== 'adopted') throw refusal('decisionNotCarried');
    return insertWorkOrder(tx, {
      ...order,
      complexId: meeting.complexId,
      requestId: null,
      decisionItemId: item.id,
    });
  });
