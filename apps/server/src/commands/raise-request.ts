import { eq, sql } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import { queryRows, type Database } from '../db/database';
import { bimProjects } from '../db/schema/bim';
import { complexes } from '../db/schema/complexes';
import { requestAttachments, requests } from '../db/schema/requests';
import { refusal } from '../lib/http-error';
import { claimOwnImages } from './claim-own-files';
import { insertViewpoint, type ViewpointToStore } from './insert-viewpoint';

/** A request to raise: a resident's (with photos, perhaps made in the 3D viewer) or an inspection's. */
export interface NewRequest {
  complexId: number | null;
  description: string;
  publiclyVisible: boolean;
  createdBy: number;
  createdAt: Date;
  /** Photos the creator uploaded and attached to no other request. */
  attachmentIds?: readonly number[];
  /** Where in a 3D model it was made: a project of the request's complex. */
  linkedItem?: { projectId: number; viewpoint: ViewpointToStore } | undefined;
  /** The inspection that raised it, and the element it is about (null: the inspection as a whole). */
  raisedBy?: { inspectionId: number; elementId: number | null };
}

/** The next request number: per complex, or from the sequence for requests without one. */
const nextRequestNr = async (tx: Database, complexId: number | null): Promise<number> => {
  if (complexId === null) {
    const [row] = await queryRows<{ nr: number }>(
      tx,
      sql`select nextval('report_nr_without_complex')::int as nr`,
    );
    if (!row) throw new Error('no request number');
    return row.nr;
  }
  const [row] = await tx
    .update(complexes)
    .set({ lastReportNr: sql`${complexes.lastReportNr} + 1` })
    .where(eq(complexes.id, complexId))
    .returning({ nr: complexes.lastReportNr });
  if (!row) throw refusal('notYourComplex');
  return row.nr;
};

/** Stores the viewpoint of a request made in the 3D viewer; its project must be of the request's complex. */
const linkViewpoint = async (tx: Database, report: NewRequest) => {
  const { linkedItem } = report;
  if (!linkedItem) return undefined;
  const [project] = await tx
    .select({ complexId: bimProjects.complexId })
    .from(bimProjects)
    .where(eq(bimProjects.id, linkedItem.projectId));
  if (project?.complexId !== report.complexId) throw refusal('notTheComplexProject');
  const viewpointId = await insertViewpoint(tx, {
    projectId: linkedItem.projectId,
    createdBy: report.createdBy,
    createdAt: report.createdAt,
    viewpoint: linkedItem.viewpoint,
  });
  return { bimProjectId: linkedItem.projectId, viewpointId };
};

/**
 * Raises a request (NIEUW, with the next number of its complex) with its photos and viewpoint and its
 * audit row, all or nothing. Residents' requests and inspections' raised requests are made here alike;
 * the caller has checked that the creator may raise it (policies/requests). Answers its id and number.
 */
export const raiseRequest = async (db: Database, report: NewRequest): Promise<{ id: number; nr: number }> => {
  return db.transaction(async (tx) => {
    const linked = await linkViewpoint(tx, report);
    const attachmentIds = await claimOwnImages(tx, report.createdBy, report.attachmentIds ?? []);
    const [created] = await tx
      .insert(requests)
      .values({
        complexId: report.complexId,
        nr: await nextRequestNr(tx, report.complexId),
        omschrijving: report.description,
        status: 'NIEUW',
        publiclyVisible: report.publiclyVisible,
        createdBy: report.createdBy,
        createdAt: report.createdAt,
        inspectionId: report.raisedBy?.inspectionId ?? null,
        inspectionElementId: report.raisedBy?.elementId ?? null,
        ...linked,
      })
      .returning({ id: requests.id, nr: requests.nr });
    if (!created) throw new Error('request not created');
    await recordAudit(tx, {
      userId: report.createdBy,
      action: 'request.created',
      entityId: created.id,
      at: report.createdAt,
      ...(report.raisedBy && { details: { inspectionId: report.raisedBy.inspectionId } }),
    });
    if (attachmentIds.length > 0) {
      await tx
        .insert(requestAttachments)
        .values(attachmentIds.map((fileId, position) => ({ reportId: created.id, fileId, position })));
    }
    return created;
  });
};
