import { MAX_REPORT_IMAGE_BYTES, reportsCalls } from '@vve/contract/calls/requests';
import { putViewpointSnapshot } from '../commands/insert-viewpoint';
import { raiseRequest } from '../commands/raise-request';
import { uploadRequestImage } from '../commands/upload-request-image';
import { inspectionInScope } from '../policies/inspections';
import { assertMayRaiseIn, personalReports, recentReports } from '../policies/requests';
import { supplierScope } from '../policies/supplier-scope';
import { presentFile } from '../presenters/file';
import { presentRelatedRequest } from '../presenters/request';
import { findRequestsOfInspection } from '../queries/requests';
import { findRequest, findRequests } from '../reads/requests';
import { SNAPSHOT_BODY_LIMIT } from './body-limits';
import { callRoutes } from './define-route';

/** The base64 text of the largest image; a longer body answers 413 before it is read whole. */
const IMAGE_BODY_LIMIT = Math.ceil(MAX_REPORT_IMAGE_BYTES / 3) * 4;

/** Requests (spec §7): the request-app's lists, a new request and its photos, and an inspection's requests. */
export const requestRoutes = callRoutes((route, { db, clock, storage, uploadLimiter, thumbnails }) => {
  route(reportsCalls.recentReports, {
    fromReplica: true,
    handler: ({ user }) => findRequests(db, recentReports(user)),
  });

  route(reportsCalls.personalReports, {
    fromReplica: true,
    handler: ({ user }) => findRequests(db, personalReports(user)),
  });

  route(reportsCalls.createReport, {
    bodyLimit: SNAPSHOT_BODY_LIMIT,
    handler: async ({ user, body }) => {
      await assertMayRaiseIn(db, user, body.vve);
      const { linkedItem } = body;
      const { id } = await raiseRequest(db, {
        complexId: body.vve,
        description: body.omschrijving,
        publiclyVisible: body.publiclyVisible,
        createdBy: user.id,
        createdAt: clock(),
        attachmentIds: body.attachmentIds,
        linkedItem: linkedItem && {
          projectId: linkedItem.projectId,
          viewpoint: await putViewpointSnapshot(storage, linkedItem.viewpoint, user.id),
        },
      });
      return findRequest(db, id);
    },
  });

  route(reportsCalls.uploadReportImage, {
    bodyLimit: IMAGE_BODY_LIMIT,
    handler: async ({ user, body }) => {
      await uploadLimiter.count(user.id);
      const file = await uploadRequestImage(db, storage, clock, user.id, body);
      await thumbnails.prepare([file]);
      return { file: presentFile(file) };
    },
  });

  route(reportsCalls.requestsByInspection, {
    handler: async ({ user, params }) => {
      await inspectionInScope(db, supplierScope(user), params.id);
      return (await findRequestsOfInspection(db, params.id)).map(presentRelatedRequest);
    },
  });
});
