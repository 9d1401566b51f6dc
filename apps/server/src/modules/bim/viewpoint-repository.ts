import { randomUUID } from 'node:crypto';
import { and, eq, exists, notExists, or, type SQL } from 'drizzle-orm';
import type { Viewpoint, ViewpointCreate } from '@vve/contract/calls/bim';
import type { Database } from '../../db/database';
import { bimViewpoints } from '../../db/schema/bim';
import { reports } from '../../db/schema/reports';
import { notFound } from '../../lib/http-error';

type ViewpointRow = typeof bimViewpoints.$inferSelect;

export const presentViewpoint = (row: ViewpointRow): Viewpoint => ({
  guid: row.guid,
  projectId: row.projectId,
  camera: row.camera,
  selectedGuids: row.selectedGuids,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a viewpoint of a project under a new BCF GUID. */
export const insertViewpoint = async (
  db: Database,
  values: { projectId: number; createdBy: number | null; createdAt: Date; viewpoint: ViewpointCreate },
): Promise<string> => {
  const guid = randomUUID();
  await db.insert(bimViewpoints).values({
    guid,
    projectId: values.projectId,
    camera: values.viewpoint.camera,
    selectedGuids: values.viewpoint.selectedGuids,
    createdBy: values.createdBy,
    createdAt: values.createdAt,
  });
  return guid;
};

/**
 * A viewpoint of the project; 404 when the project has none with this GUID, or when it belongs to
 * requests of which the caller sees none (`visibleRequests`, undefined for all).
 */
export const findViewpoint = async (
  db: Database,
  projectId: number,
  guid: string,
  visibleRequests: SQL | undefined,
): Promise<Viewpoint> => {
  const requestsOfViewpoint = (condition?: SQL) =>
    db
      .select({ id: reports.id })
      .from(reports)
      .where(and(eq(reports.viewpointId, bimViewpoints.guid), condition));
  const [row] = await db
    .select()
    .from(bimViewpoints)
    .where(
      and(
        eq(bimViewpoints.projectId, projectId),
        eq(bimViewpoints.guid, guid),
        or(notExists(requestsOfViewpoint()), exists(requestsOfViewpoint(visibleRequests))),
      ),
    );
  if (!row) throw notFound('Viewpoint');
  return presentViewpoint(row);
};
