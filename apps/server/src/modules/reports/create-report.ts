import { eq, inArray, sql } from 'drizzle-orm';
import type { ReportCreate } from '@vve/contract/calls/reports';
import { queryRows, type Database } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { bimProjects } from '../../db/schema/bim';
import { complexes } from '../../db/schema/complexes';
import { reportAttachments, reports } from '../../db/schema/reports';
import { HttpError } from '../../lib/http-error';
import { residentComplexes } from '../../policies/resident-complexes';
import { recordAudit } from '../../db/audit-log';
import { insertViewpoint } from '../bim/viewpoint-repository';
import { findFilesUploadedBy } from '../files/file-repository';

const NOT_YOUR_COMPLEX = 'A request can only be sent for one of your complexes';
const NOT_THE_COMPLEX_PROJECT = "The 3D project is not one of the request's complex";
const NOT_YOUR_IMAGE = 'Attachments must be images you uploaded and did not attach to another request';

/** The next request number: per complex, or from the sequence for requests without one. */
export const nextReportNr = async (tx: Database, complexId: number | null): Promise<number> => {
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
  if (!row) throw new HttpError(400, NOT_YOUR_COMPLEX);
  return row.nr;
};

/** Stores the viewpoint of a request made in the 3D viewer; its project must be of the request's complex. */
const linkViewpoint = async (
  tx: Database,
  userId: number,
  { vve, linkedItem }: ReportCreate,
  now: Date,
): Promise<{ bimProjectId: number; viewpointId: string } | undefined> => {
  if (!linkedItem) return undefined;
  const [project] = await tx
    .select({ complexId: bimProjects.complexId })
    .from(bimProjects)
    .where(eq(bimProjects.id, linkedItem.projectId));
  if (project?.complexId !== vve) throw new HttpError(400, NOT_THE_COMPLEX_PROJECT);
  const viewpointId = await insertViewpoint(tx, {
    projectId: linkedItem.projectId,
    createdBy: userId,
    createdAt: now,
    viewpoint: linkedItem.viewpoint,
  });
  return { bimProjectId: linkedItem.projectId, viewpointId };
};

/**
 * Creates a request (NIEUW, with the next number of its complex) and attaches the images, all or
 * nothing, with the viewpoint of a request made in the 3D viewer. The complex must be one of the
 * user's (or none); the images must be theirs and unused.
 */
export const createReport = async (
  db: Database,
  userId: number,
  input: ReportCreate,
  now: Date,
): Promise<number> => {
  const attachmentIds = [...new Set(input.attachmentIds)];
  try {
    return await db.transaction(async (tx) => {
      if (input.vve !== null) {
        const mine = await residentComplexes(tx, userId);
        if (!mine.some((complex) => complex.id === input.vve)) throw new HttpError(400, NOT_YOUR_COMPLEX);
      }
      const linked = input.linkedItem && (await linkViewpoint(tx, userId, input, now));
      const images = await findFilesUploadedBy(tx, userId, attachmentIds);
      const used =
        attachmentIds.length === 0
          ? []
          : await tx.select().from(reportAttachments).where(inArray(reportAttachments.fileId, attachmentIds));
      const allImages =
        images.length === attachmentIds.length &&
        images.every((file) => file.contentType.startsWith('image/'));
      if (!allImages || used.length > 0) throw new HttpError(400, NOT_YOUR_IMAGE);

      const [report] = await tx
        .insert(reports)
        .values({
          complexId: input.vve,
          nr: await nextReportNr(tx, input.vve),
          omschrijving: input.omschrijving,
          status: 'NIEUW',
          publiclyVisible: input.publiclyVisible,
          createdBy: userId,
          createdAt: now,
          ...linked,
        })
        .returning({ id: reports.id });
      if (!report) throw new Error('request not created');
      await recordAudit(tx, { userId, action: 'request.created', entityId: report.id, at: now });
      if (attachmentIds.length > 0) {
        await tx
          .insert(reportAttachments)
          .values(attachmentIds.map((fileId, position) => ({ reportId: report.id, fileId, position })));
      }
      return report.id;
    });
  } catch (error) {
    // Another request took one of the images at the same moment.
    if (isUniqueViolation(error)) throw new HttpError(400, NOT_YOUR_IMAGE);
    throw error;
  }
};
