import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { refusal, refusalBody } from '../lib/http-error';
import { LINK_PAGE_REFERRER_POLICY, PASSWORD_PAGE, UNSUBSCRIBE_PAGE } from '../lib/link-pages';

const VIEWER_PAGE = 'viewer.html';
const VIEWER_PATHS = [
  '/vve/:complexId/project/:projectId/',
  '/extern/leverancier/current/request/:requestId/viewer/',
];

/**
 * Serves the built web app under /app/: hashed assets cached for a year, everything else
 * revalidated, and every page path (no file extension) answered with index.html, so that the
 * app's own routes load. `/` and `/app` redirect to /app/. The 3D viewer's pages answer viewer.html.
 */
export const webAppPlugin = async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  app.get('/', (_request, reply) => reply.redirect('/app/'));
  app.get('/app', (_request, reply) => reply.redirect('/app/'));
  const built = existsSync(path.join(webDist, 'index.html'));
  const viewerBuilt = existsSync(path.join(webDist, VIEWER_PAGE));

  // The 3D viewer's pages (spec §2) live outside /app/ and load the viewer entry of the same build.
  await app.register(async (scope) => {
    if (viewerBuilt)
      await scope.register(fastifyStatic, { root: webDist, serve: false, preCompressed: true });
    for (const page of VIEWER_PATHS) {
      scope.get(page, (_request, reply) => {
        if (!viewerBuilt) return reply.code(404).send(refusalBody(refusal('webAppNotBuilt')));
        return reply.header('Cache-Control', 'no-cache').sendFile(VIEWER_PAGE, { cacheControl: false });
      });
    }
  });

  await app.register(
    async (scope) => {
      if (!built) {
        scope.setNotFoundHandler((_request, reply) =>
          reply.code(404).send(refusalBody(refusal('webAppNotBuilt'))),
        );
        return;
      }
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies; browsers that accept them get those.
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      scope.setNotFoundHandler((request, reply) => {
        const wantsPage = request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '');
        if (!wantsPage)
          return reply.code(404).send(refusalBody(refusal('assetNotFound', { path: request.url })));
        const page = request.url.split('?')[0] ?? '';
        if (page === PASSWORD_PAGE || page === UNSUBSCRIBE_PAGE)
          reply.header('Referrer-Policy', LINK_PAGE_REFERRER_POLICY);
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      });
    },
    { prefix: '/app' },
  );
};
