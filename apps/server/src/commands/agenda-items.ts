import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { MAX_AGENDA_ITEMS, type AgendaItemPayload } from '@vve/contract/calls/meetings';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { bimProjects, bimViewpoints } from '../db/schema/bim';
import { documents } from '../db/schema/documents';
import { agendaItemDocuments, agendaItems } from '../db/schema/meetings';
import { found, refusal } from '../lib/http-error';
import { insertViewpoint, type ViewpointToStore } from './insert-viewpoint';
import { lockMeetingInPreparation } from './plan-meeting';

type ItemFacts = z.output<typeof AgendaItemPayload>;

const ITEM = 'Agenda item';

/** An item's columns: its rule as numerator and denominator (null for an absolute majority, or no quorum). */
const itemRow = ({ title, explanation, kind, rule, adoptsPlan }: ItemFacts) => {
  const majority = rule && rule.majority !== 'absolute' ? rule.majority.atLeast : null;
  return {
    title,
    explanation,
    kind,
    adoptsPlan,
    majorityNumerator: majority?.numerator ?? null,
    majorityDenominator: majority?.denominator ?? null,
    quorumNumerator: rule?.quorum?.numerator ?? null,
    quorumDenominator: rule?.quorum?.denominator ?? null,
  };
};

/** Sets an item's documents in their order; 400 when one is not in its complex's library. */
const setItemDocuments = async (tx: Database, complexId: number, itemId: number, item: ItemFacts) => {
  if (item.documentIds.length > 0) {
    const ours = await tx
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.complexId, complexId), inArray(documents.id, item.documentIds)));
    if (ours.length < item.documentIds.length) throw refusal('documentNotOfComplex');
  }
  await tx.delete(agendaItemDocuments).where(eq(agendaItemDocuments.itemId, itemId));
  if (item.documentIds.length > 0) {
    await tx
      .insert(agendaItemDocuments)
      .values(item.documentIds.map((documentId, position) => ({ itemId, documentId, position })));
  }
};

/** The meeting's item ids in their order. */
const itemOrder = async (tx: Database, meetingId: number) =>
  (
    await tx
      .select({ id: agendaItems.id })
      .from(agendaItems)
      .where(eq(agendaItems.meetingId, meetingId))
      .orderBy(asc(agendaItems.position), asc(agendaItems.id))
  ).map((row) => row.id);

/** Numbers the items 1, 2, 3, … in the order given. */
const renumber = async (tx: Database, ids: readonly number[]) => {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(agendaItems)
      .set({ position: index + 1 })
      .where(eq(agendaItems.id, id));
  }
};

/** Adds an item at the end of the agenda of a meeting being prepared, with its audit row; answers its id. */
export const addAgendaItem = (
  db: Database,
  item: ItemFacts & { meetingId: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const { complex } = await lockMeetingInPreparation(tx, item.meetingId);
    const order = await itemOrder(tx, item.meetingId);
    if (order.length >= MAX_AGENDA_ITEMS) throw refusal('agendaFull', { max: MAX_AGENDA_ITEMS });
    const [row] = await tx
      .insert(agendaItems)
      .values({ meetingId: item.meetingId, position: order.length + 1, ...itemRow(item) })
      .returning({ id: agendaItems.id });
    if (!row) throw new Error('agenda item not stored');
    await setItemDocuments(tx, complex.id, row.id, item);
    await recordAudit(tx, {
      userId: item.userId,
      action: 'meeting.item-added',
      entityId: item.meetingId,
      at: item.at,
      details: { itemId: row.id, kind: item.kind, documents: item.documentIds.length },
    });
  });

/** The meeting of an agenda item, locked while it is being prepared; 404 when there is no such item. */
const lockItemsMeeting = async (tx: Database, itemId: number) => {
  const { meetingId } = found(
    await tx.select({ meetingId: agendaItems.meetingId }).from(agendaItems).where(eq(agendaItems.id, itemId)),
    ITEM,
  );
  const { complex } = await lockMeetingInPreparation(tx, meetingId);
  // Another change may have removed it while this one waited for the lock.
  found(await tx.select({ id: agendaItems.id }).from(agendaItems).where(eq(agendaItems.id, itemId)), ITEM);
  return { complexId: complex.id, meetingId };
};

/** Changes an agenda item and moves it to its position (beyond the last: the last), with its audit row. */
export const updateAgendaItem = (
  db: Database,
  change: ItemFacts & { itemId: number; position: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const { complexId, meetingId } = await lockItemsMeeting(tx, change.itemId);
    await tx.update(agendaItems).set(itemRow(change)).where(eq(agendaItems.id, change.itemId));
    await setItemDocuments(tx, complexId, change.itemId, change);
    const others = (await itemOrder(tx, meetingId)).filter((id) => id !== change.itemId);
    others.splice(change.position - 1, 0, change.itemId);
    await renumber(tx, others);
    await recordAudit(tx, {
      userId: change.userId,
      action: 'meeting.item-updated',
      entityId: meetingId,
      at: change.at,
      details: { itemId: change.itemId, kind: change.kind, position: change.position },
    });
    return meetingId;
  });

/**
 * Sets an item's viewpoint (or none), and removes the one it had: a viewpoint made for an item is the item's alone
 * (its snapshot's file then holds nothing and goes with the unattached files).
 */
const replaceViewpoint = async (tx: Database, itemId: number, guid: string | null) => {
  const [before] = await tx
    .select({ guid: agendaItems.viewpointId })
    .from(agendaItems)
    .where(eq(agendaItems.id, itemId));
  await tx.update(agendaItems).set({ viewpointId: guid }).where(eq(agendaItems.id, itemId));
  if (before?.guid) await tx.delete(bimViewpoints).where(eq(bimViewpoints.guid, before.guid));
};

/**
 * Gives an item of a meeting being prepared a view of one of its complex's 3D projects (400 for another complex's
 * project), replacing the one it had, with its audit row; answers the meeting's id.
 */
export const setItemViewpoint = (
  db: Database,
  change: { itemId: number; projectId: number; viewpoint: ViewpointToStore; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const { complexId, meetingId } = await lockItemsMeeting(tx, change.itemId);
    const [project] = await tx
      .select({ complexId: bimProjects.complexId })
      .from(bimProjects)
      .where(eq(bimProjects.id, change.projectId));
    if (project?.complexId !== complexId) throw refusal('projectNotOfMeetingComplex');
    const guid = await insertViewpoint(tx, {
      projectId: change.projectId,
      createdBy: change.userId,
      createdAt: change.at,
      viewpoint: change.viewpoint,
    });
    await replaceViewpoint(tx, change.itemId, guid);
    await recordAudit(tx, {
      userId: change.userId,
      action: 'meeting.item-viewpoint-set',
      entityId: meetingId,
      at: change.at,
      details: { itemId: change.itemId, projectId: change.projectId, viewpoint: guid },
    });
    return meetingId;
  });

/** Takes the view away from an item of a meeting being prepared, with its audit row; answers the meeting's id. */
export const removeItemViewpoint = (db: Database, removal: { itemId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const { meetingId } = await lockItemsMeeting(tx, removal.itemId);
    await replaceViewpoint(tx, removal.itemId, null);
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'meeting.item-viewpoint-removed',
      entityId: meetingId,
      at: removal.at,
      details: { itemId: removal.itemId },
    });
    return meetingId;
  });

/** Removes an agenda item of a meeting being prepared (the others close up), with its audit row. */
export const removeAgendaItem = (db: Database, removal: { itemId: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const { meetingId } = await lockItemsMeeting(tx, removal.itemId);
    await replaceViewpoint(tx, removal.itemId, null);
    await tx.delete(agendaItems).where(eq(agendaItems.id, removal.itemId));
    await renumber(tx, await itemOrder(tx, meetingId));
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'meeting.item-removed',
      entityId: meetingId,
      at: removal.at,
      details: { itemId: removal.itemId },
    });
    return meetingId;
  });
