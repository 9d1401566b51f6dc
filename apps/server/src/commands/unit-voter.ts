import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { unitOwners } from '../db/schema/complexes';
import { refusal } from '../lib/http-error';
import { findVotingUnits } from '../queries/meeting-votes';
import { lockConvenedMeeting } from './meeting-votes';

/**
 * A unit's owner chooses, on a meeting of its complex, which of its owners casts its vote (or none: then any of them
 * may). The choice is the unit's and holds for later meetings; votes cast before it stand.
 */
export const chooseUnitVoter = (
  db: Database,
  choice: { userId: number; at: Date; meetingId: number; unitId: number; ownerId: number | null },
) =>
  db.transaction(async (tx) => {
    const { meeting } = await lockConvenedMeeting(tx, choice.meetingId);
    const unit = (await findVotingUnits(tx, meeting.complexId)).find(
      (candidate) => candidate.unitId === choice.unitId,
    );
    const owns = (userId: number) => unit?.owners.some((owner) => owner.userId === userId) ?? false;
    if (!owns(choice.userId)) throw refusal('unitNotYours');
    if (choice.ownerId !== null && !owns(choice.ownerId)) throw refusal('voterNotOwner');
    await tx
      .update(unitOwners)
      .set({ castsVote: false })
      .where(and(eq(unitOwners.unitId, choice.unitId), eq(unitOwners.castsVote, true)));
    if (choice.ownerId !== null) {
      await tx
        .update(unitOwners)
        .set({ castsVote: true })
        .where(and(eq(unitOwners.unitId, choice.unitId), eq(unitOwners.userId, choice.ownerId)));
    }
    await recordAudit(tx, {
      userId: choice.userId,
      action: 'meeting.voter-chosen',
      entityId: meeting.id,
      at: choice.at,
      details: { unitId: choice.unitId, voterId: choice.ownerId },
    });
  });
