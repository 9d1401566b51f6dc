import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { filesCalls } from '@vve/contract/calls/files';
import { errorBody } from '../../lib/http-error';
import { contentKey } from '../../lib/file-storage';
import { findFileByLink } from '../../queries/files';
import { type FileRow } from '../../db/schema/files';
import { thumbnailMaker } from '../../lib/images/thumbnails';

/** Types a browser may show in place; everything else downloads. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/** `attachment; filename="…"` that no name can break out of, with the exact name for browsers that read it. */
const contentDisposition = (file: FileRow): string => {
  const disposition = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  const fallback = file.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`;
};

/** A year: links change when the bytes or the access code change. */
const CACHE = 'private, max-age=31536000, immutable';

/**
 * File links (spec §7): capability URLs whose id, content hash and access code must all match;
 * any mismatch answers 404, the same as a file that does not exist.
 */
export const fileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { fileDownload, fileThumbnail } = filesCalls;
  const thumbnail = thumbnailMaker(app.storage);
  const notFound = errorBody(404, 'File not found');

  app.get(
    fileDownload.path,
    { schema: { params: fileDownload.params, querystring: fileDownload.query } },
    async (request, reply) => {
      const file = await findFileByLink(app.db, { ...request.params, accessCode: request.query.accessCode });
      const bytes = file && (await app.storage.stream(contentKey(file.contentHash)));
      if (!file || !bytes) return reply.code(404).send(notFound);
      return reply
        .type(file.contentType)
        .header('Content-Disposition', contentDisposition(file))
        .header('Cache-Control', CACHE)
        .send(bytes);
    },
  );

  app.get(
    fileThumbnail.path,
    { schema: { params: fileThumbnail.params, querystring: fileThumbnail.query } },
    async (request, reply) => {
      const file = await findFileByLink(app.db, { ...request.params, accessCode: request.query.accessCode });
      const bytes =
        file?.contentType.startsWith('image/') && (await thumbnail(file.contentHash, request.query.size));
      if (!bytes) return reply.code(404).send(notFound);
      return reply.type('image/webp').header('Cache-Control', CACHE).send(bytes);
    },
  );
  done();
};
