import { and, eq, inArray, sql } from 'drizzle-orm';
import type {} from '@fastify/multipart';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { MAX_INSPECTION_UPLOAD_BYTES, UPLOAD_FIELD, filesCalls } from '@vve/contract/calls/files';
import { MAX_FILES_PER_INSPECTION } from '@vve/contract/calls/inspections';
import { renameKeepingExtension } from '@vve/contract/rules/file-name';
import { files } from '../../db/schema/files';
import { inspectionElementStates, inspectionFiles, inspections } from '../../db/schema/inspections';
import { HttpError, notFound } from '../../lib/http-error';
import { sessionUser } from '../../plugins/session/session-plugin';
import { deleteFileIfUnused, recordFiles } from '../../commands/store-files';
import { presentFile } from '../../presenters/file';
import { discardUpload, keepUpload, receiveUpload, type ReceivedUpload } from '../../lib/receive-upload';
import { supplierScope } from '../../policies/supplier-scope';
import { inspectionInScope } from '../../policies/inspections';
import { recordAudit } from '../../db/audit-log';

/** Files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;

/** An inspection's files (spec §7 "Files (generic)"): fetch, upload, rename and remove. */
export const inspectionFileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const uploadLimiter = app.uploadLimiter;
  const {
    inspectionFiles: fetchCall,
    uploadInspectionFiles,
    renameInspectionFile,
    removeInspectionFile,
  } = filesCalls;
  const guarded = { onRequest: app.authenticate };
  const ownInspection = async (request: Parameters<typeof sessionUser>[0], id: number) =>
    inspectionInScope(app.db, supplierScope(sessionUser(request)), id);

  const ownFile = async (inspectionId: number, fileId: number) => {
    const [row] = await app.db
      .select({ file: files })
      .from(inspectionFiles)
      .innerJoin(files, eq(files.id, inspectionFiles.fileId))
      .where(and(eq(inspectionFiles.inspectionId, inspectionId), eq(inspectionFiles.fileId, fileId)));
    if (!row) throw notFound('File');
    return row.file;
  };

  app.get(
    fetchCall.path,
    { ...guarded, schema: { params: fetchCall.params, response: { 200: fetchCall.response } } },
    async (request) => {
      await ownInspection(request, request.params.id);
      const rows = await app.db
        .select({ file: files })
        .from(inspectionFiles)
        .innerJoin(files, eq(files.id, inspectionFiles.fileId))
        .where(
          and(eq(inspectionFiles.inspectionId, request.params.id), inArray(files.id, request.params.ids)),
        );
      const byId = new Map(rows.map((row) => [row.file.id, row.file]));
      return request.params.ids.flatMap((id) => {
        const file = byId.get(id);
        return file ? [presentFile(file)] : [];
      });
    },
  );

  app.post(
    uploadInspectionFiles.path,
    {
      ...guarded,
      schema: { params: uploadInspectionFiles.params, response: { 200: uploadInspectionFiles.response } },
    },
    async (request) => {
      const user = sessionUser(request);
      const inspectionId = (await ownInspection(request, request.params.id)).id;
      if (!request.isMultipart())
        throw new HttpError(415, `Send the files as multipart/form-data in the field '${UPLOAD_FIELD}'`);
      const received: ReceivedUpload[] = [];
      try {
        const parts = request.files({
          limits: { fileSize: MAX_INSPECTION_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD },
        });
        for await (const part of parts) {
          if (part.fieldname !== UPLOAD_FIELD)
            throw new HttpError(400, `Files go in the field '${UPLOAD_FIELD}'`);
          uploadLimiter.count(user.id);
          received.push(await receiveUpload(app.storage, part.file, part.filename));
        }
        if (received.length === 0) throw new HttpError(400, `No files in the field '${UPLOAD_FIELD}'`);
        const [{ count } = { count: 0 }] = await app.db
          .select({ count: sql<number>`count(*)::int` })
          .from(inspectionFiles)
          .where(eq(inspectionFiles.inspectionId, inspectionId));
        if (count + received.length > MAX_FILES_PER_INSPECTION) {
          throw new HttpError(400, `An inspection holds at most ${MAX_FILES_PER_INSPECTION} files`);
        }
        for (const upload of received) await keepUpload(app.storage, upload);
        return await app.db.transaction(async (tx) => {
          const rows = await recordFiles(
            tx,
            received.map(({ contentHash, size, name, contentType }) => ({
              contentHash,
              size,
              name,
              contentType,
              uploadedBy: user.id,
            })),
          );
          await tx.insert(inspectionFiles).values(rows.map((row) => ({ inspectionId, fileId: row.id })));
          for (const row of rows) {
            await recordAudit(tx, {
              userId: user.id,
              action: 'inspection-file.uploaded',
              entityId: row.id,
              at: app.clock(),
              details: { inspectionId, name: row.name },
            });
          }
          return rows.map(presentFile);
        });
      } finally {
        await Promise.all(received.map(discardUpload));
      }
    },
  );

  app.post(
    renameInspectionFile.path,
    {
      ...guarded,
      schema: {
        params: renameInspectionFile.params,
        body: renameInspectionFile.body,
        response: { 200: renameInspectionFile.response },
      },
    },
    async (request) => {
      await ownInspection(request, request.params.id);
      const file = await ownFile(request.params.id, request.params.fileId);
      return app.db.transaction(async (tx) => {
        const [renamed] = await tx
          .update(files)
          .set({ name: renameKeepingExtension(file.name, request.body.name) })
          .where(eq(files.id, file.id))
          .returning();
        if (!renamed) throw notFound('File');
        await recordAudit(tx, {
          userId: sessionUser(request).id,
          action: 'inspection-file.renamed',
          entityId: file.id,
          at: app.clock(),
          details: { inspectionId: request.params.id, from: file.name, to: renamed.name },
        });
        return presentFile(renamed);
      });
    },
  );

  app.delete(
    removeInspectionFile.path,
    {
      ...guarded,
      schema: { params: removeInspectionFile.params, response: { 200: removeInspectionFile.response } },
    },
    async (request) => {
      const { id, fileId } = request.params;
      await ownInspection(request, id);
      await ownFile(id, fileId);
      await app.db.transaction(async (tx) => {
        await tx
          .update(inspections)
          .set({ fileIds: sql`array_remove(${inspections.fileIds}, ${fileId}::int)` })
          .where(eq(inspections.id, id));
        await tx
          .update(inspectionElementStates)
          .set({ fileIds: sql`array_remove(${inspectionElementStates.fileIds}, ${fileId}::int)` })
          .where(eq(inspectionElementStates.inspectionId, id));
        await tx
          .delete(inspectionFiles)
          .where(and(eq(inspectionFiles.inspectionId, id), eq(inspectionFiles.fileId, fileId)));
        // A request that uses the photo keeps it: only a file that nothing else holds is deleted.
        await deleteFileIfUnused(tx, fileId);
        await recordAudit(tx, {
          userId: sessionUser(request).id,
          action: 'inspection-file.removed',
          entityId: fileId,
          at: app.clock(),
          details: { inspectionId: id },
        });
      });
      return { id: fileId };
    },
  );
  done();
};
