import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { MAX_REPORT_IMAGE_BYTES, reportsCalls } from '@vve/contract/calls/reports';
import { reports } from '../../db/schema/reports';
import { sessionUser } from '../../plugins/session/session-plugin';
import { residentComplexes } from '../../policies/resident-complexes';
import { presentFile } from '../files/file-repository';
import { createReport } from './create-report';
import { findReports, personalReportsFilter, recentReportsFilter } from './report-repository';
import { uploadReportImage } from './upload-report-image';
import type { UploadLimiter } from '../../plugins/rate-limits/upload-limiter';

/** The base64 text of the largest image; a longer body answers 413 before it is read whole. */
const IMAGE_BODY_LIMIT = Math.ceil(MAX_REPORT_IMAGE_BYTES / 3) * 4;

/** The request-app's request calls (spec §7). */
export const reportRoutes: FastifyPluginCallbackZod<{ uploadLimiter: UploadLimiter }> = (
  app,
  { uploadLimiter },
  done,
) => {
  const {
    recentReports,
    personalReports,
    createReport: createCall,
    uploadReportImage: imageCall,
  } = reportsCalls;
  const guarded = { onRequest: app.authenticate };

  app.get(
    recentReports.path,
    { ...guarded, schema: { response: { 200: recentReports.response } } },
    async (request) => {
      const userId = sessionUser(request).id;
      const complexIds = (await residentComplexes(app.db, userId)).map((complex) => complex.id);
      return findReports(app.db, recentReportsFilter(userId, complexIds));
    },
  );

  app.get(
    personalReports.path,
    { ...guarded, schema: { response: { 200: personalReports.response } } },
    (request) => findReports(app.db, personalReportsFilter(sessionUser(request).id)),
  );

  app.post(
    createCall.path,
    { ...guarded, schema: { body: createCall.body, response: { 200: createCall.response } } },
    async (request) => {
      const id = await createReport(app.db, sessionUser(request).id, request.body, app.clock());
      const [created] = await findReports(app.db, eq(reports.id, id), 1);
      if (!created) throw new Error(`request ${id} not found after creation`);
      return created;
    },
  );

  app.post(
    imageCall.path,
    {
      ...guarded,
      bodyLimit: IMAGE_BODY_LIMIT,
      schema: { body: imageCall.body, response: { 200: imageCall.response } },
    },
    async (request) => {
      const user = sessionUser(request);
      uploadLimiter.count(user.id);
      const file = await uploadReportImage(app.db, app.storage, app.clock, user.id, request.body);
      return { file: presentFile(file) };
    },
  );
  done();
};
