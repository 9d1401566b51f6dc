import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { PinnedRequest, RequestViewerTarget } from '@vve/contract/calls/bim';
import { ReportStatus } from '@vve/contract/enums';
import type { Database } from '../../db/database';
import { bimProjects, bimViewpoints } from '../../db/schema/bim';
import { reports } from '../../db/schema/reports';
import { workAssignments } from '../../db/schema/work-assignments';
import { notFound } from '../../lib/http-error';
import { residentComplexes } from '../../policies/resident-complexes';
import { visibleReports } from '../../policies/reports';
import type { SessionUser } from '../../lib/session-user';
import { supplierScope, withinScope } from '../../policies/supplier-scope';
import { isAdministrator } from '../../policies/roles';
import { presentViewpoint } from './viewpoint-repository';

/** At most this many markers are shown in one model. */
const PINNED_LIMIT = 500;

/** The requests pinned to viewpoints of a project that the user may see, newest first. */
export const pinnedRequests = async (
  db: Database,
  user: SessionUser,
  projectId: number,
): Promise<PinnedRequest[]> => {
  const rows = await db
    .select({ report: reports, viewpoint: bimViewpoints })
    .from(reports)
    .innerJoin(bimViewpoints, eq(bimViewpoints.guid, reports.viewpointId))
    .where(and(eq(reports.bimProjectId, projectId), await visibleReports(db, user)))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(PINNED_LIMIT);
  return rows.map(({ report, viewpoint }) => ({
    id: report.id,
    nr: String(report.nr),
    omschrijving: report.omschrijving,
    status: ReportStatus.parse(report.status),
    viewpoint: presentViewpoint(viewpoint),
  }));
};

/**
 * Where the supplier viewer of a work order's request opens: its project and viewpoint. Only the
 * supplier of a work order for that request, and administrators, may open it; else 404.
 */
export const requestViewerTarget = async (
  db: Database,
  user: SessionUser,
  requestId: number,
): Promise<RequestViewerTarget> => {
  const scope = supplierScope(user);
  const [row] = await db
    .select({
      projectId: bimProjects.id,
      complexId: bimProjects.complexId,
      viewpointGuid: bimViewpoints.guid,
    })
    .from(reports)
    .innerJoin(bimViewpoints, eq(bimViewpoints.guid, reports.viewpointId))
    .innerJoin(bimProjects, eq(bimProjects.id, bimViewpoints.projectId))
    .where(
      and(
        eq(reports.id, requestId),
        inArray(
          reports.id,
          db
            .select({ id: workAssignments.requestId })
            .from(workAssignments)
            .where(withinScope(scope, workAssignments.supplierId)),
        ),
      ),
    );
  if (!row) throw notFound('Viewpoint of the request');
  return row;
};
