import type {} from '@fastify/multipart';
import {
  MAX_FILES_PER_UPLOAD,
  MAX_INSPECTION_UPLOAD_BYTES,
  UPLOAD_FIELD,
  filesCalls,
} from '@vve/contract/calls/files';
import { removeInspectionFile } from '../commands/remove-inspection-file';
import { renameInspectionFile } from '../commands/rename-inspection-file';
import { uploadInspectionFiles } from '../commands/upload-inspection-files';
import { contentKey } from '../lib/file-storage';
import { notFound, refusal, refusalBody } from '../lib/http-error';
import { storedAnswer } from '../lib/stored-answer';
import { inspectionInScope } from '../policies/inspections';
import { supplierScope } from '../policies/supplier-scope';
import { presentFile } from '../presenters/file';
import { findFileByLink, findInspectionFiles } from '../queries/files';
import { callRoutes } from './define-route';

/** Types a browser may show in place; everything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** `attachment; filename="…"` that no name can break out of, with the exact name for browsers that read it. */
const contentDisposition = (file: { name: string; contentType: string }): string => {
  const disposition = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  const fallback = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
};

/** A year: links change when the bytes or the access code change. */
const CACHE = 'private, max-age=31536000, immutable';

const FILE_NOT_FOUND = refusalBody(notFound('File'));

/**
 * Files (spec §7): file links, capability URLs whose id, content hash and access code must all match
 * (any mismatch answers 404, the same as a file that does not exist); and an inspection's files
 * ("Files (generic)"): fetch, upload, rename and remove, for those who see the inspection.
 */
export const fileRoutes = callRoutes((route, { db, clock, storage, uploadLimiter, thumbnails }) => {
  route(filesCalls.fileDownload, {
    handler: async ({ params, query, request, reply }) => {
      const file = await findFileByLink(db, { ...params, accessCode: query.accessCode });
      const answer =
        file &&
        (await storedAnswer(
          {
            storage,
            key: contentKey(file.contentHash),
            headers: {
              'content-type': file.contentType,
              'content-disposition': contentDisposition(file),
              'cache-control': CACHE,
            },
          },
          request.headers,
        ));
      if (!answer) return reply.code(404).send(FILE_NOT_FOUND);
      return reply.code(answer.status).headers(answer.headers).send(answer.body);
    },
  });

  route(filesCalls.fileThumbnail, {
    handler: async ({ params, query, reply }) => {
      const file = await findFileByLink(db, { ...params, accessCode: query.accessCode });
      const bytes =
        file?.contentType.startsWith('image/') && (await thumbnails.make(file.contentHash, query.size));
      if (!bytes) return reply.code(404).send(FILE_NOT_FOUND);
      return reply.type('image/webp').header('Cache-Control', CACHE).send(bytes);
    },
  });

  route(filesCalls.inspectionFiles, {
    handler: async ({ user, params }) => {
      await inspectionInScope(db, supplierScope(user), params.id);
      return (await findInspectionFiles(db, params.id, params.ids)).map(presentFile);
    },
  });

  route(filesCalls.uploadInspectionFiles, {
    handler: async ({ user, params, request }) => {
      const inspection = await inspectionInScope(db, supplierScope(user), params.id);
      if (!request.isMultipart()) throw refusal('sendFilesAsMultipart', { field: UPLOAD_FIELD });
      const uploaded = await uploadInspectionFiles(db, storage, clock, {
        inspectionId: inspection.id,
        userId: user.id,
        parts: request.files({
          limits: { fileSize: MAX_INSPECTION_UPLOAD_BYTES, files: MAX_FILES_PER_UPLOAD },
        }),
        beforeEachFile: () => uploadLimiter.count(user.id),
      });
      await thumbnails.prepare(uploaded);
      return uploaded.map(presentFile);
    },
  });

  route(filesCalls.renameInspectionFile, {
    handler: async ({ user, params, body }) => {
      await inspectionInScope(db, supplierScope(user), params.id);
      const renamed = await renameInspectionFile(db, {
        inspectionId: params.id,
        fileId: params.fileId,
        name: body.name,
        userId: user.id,
        now: clock(),
      });
      return presentFile(renamed);
    },
  });

  route(filesCalls.removeInspectionFile, {
    handler: async ({ user, params }) => {
      await inspectionInScope(db, supplierScope(user), params.id);
      await removeInspectionFile(db, {
        inspectionId: params.id,
        fileId: params.fileId,
        userId: user.id,
        now: clock(),
      });
      return { id: params.fileId };
    },
  });
});
