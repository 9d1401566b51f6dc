import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { firstLoadPreloads } from './first-load-preloads.ts';
import { precompress } from './precompress.ts';
import { zodWithoutJsonSchema } from './zod-without-json-schema.ts';
import { APP_BASE } from './src/lib/app-base.ts';
// A path, not the package: the config is bundled by itself, and a workspace package would be left to Node.
import { PRODUCT_NAME } from '../../packages/contract/src/constants.ts';

/** The paths the API host answers; the dev server forwards them to a local server. */
const apiPrefixes = ['/api', '/file', '/inspections'];
const devApiHost = 'http://localhost:3000';
const themeColor = '#1971c2';

/**
 * The 3D viewer's own files go to assets/viewer/: its entry, its lazily loaded 3D part (three.js and That Open
 * fragments), their styles and the fragments worker. They stay out of the service worker's precache: the app's offline
 * shell does not need them. Chunks the viewer shares with the app stay in assets/ and are precached.
 */
const VIEWER_ASSETS = 'assets/viewer';
const viewerChunks = new Set(['viewer', 'viewer-workspace']);
const viewerFile = (name: string, pattern: string) =>
  viewerChunks.has(name) ? `${VIEWER_ASSETS}/${pattern}` : `assets/${pattern}`;

/**
 * The service worker's push and notification-click handlers (src/sw-push.ts), built to a file of a fixed name
 * beside the generated service worker, which imports it (workbox's importScripts) as a classic script: wrapped in
 * a function, so that its names stay out of the service worker's global scope.
 */
const SW_PUSH = 'sw-push';
const SW_PUSH_FILE = `${SW_PUSH}.js`;
const isSwPush = (chunk: { name: string }) => chunk.name === SW_PUSH;

/**
 * zod compiles its object parsers with `new Function` where it may, and probes for that as its schemas are
 * built: under the app's content security policy (no 'unsafe-eval') the probe is a policy violation even
 * though zod catches it. The browser parses too little for compiled parsers to matter, so zod runs without
 * them: its global config (which zod takes from `globalThis.__zod_globalConfig`) is set at the top of the
 * chunk that holds zod, before zod's own code and any schema. The server keeps the compiled parsers.
 */
const zodWithoutEval = (chunk: { moduleIds: readonly string[] }): string =>
  chunk.moduleIds.some((id) => id.includes('/node_modules/zod/'))
    ? 'globalThis.__zod_globalConfig ??= { jitless: true };'
    : '';

const preloads = firstLoadPreloads('index');

/**
 * A chunk's file: its name and 7 characters of its hash, one fewer than the default. The entry lists every lazy
 * chunk's file and each chunk names those it imports, and random characters do not compress: that character is
 * 0.25 KB of first-load JavaScript once gzipped. The bundler refuses a length too short for the number of chunks
 * (it says so, and the length it needs).
 */
const CHUNK_FILE = '[name]-[hash:7].js';

export default defineConfig({
  base: APP_BASE,
  build: {
    // Every browser the app supports preloads modules itself (modulepreload: Chromium, Safari 17, Firefox 115):
    // the polyfill would only weigh on the first load.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rollupOptions: {
      // Two pages: the app, and the 3D viewer (served by the API host at the viewer's paths); and the service
      // worker's push handlers.
      input: { index: 'index.html', viewer: 'viewer.html', [SW_PUSH]: 'src/sw-push.ts' },
      output: {
        intro: (chunk) => (isSwPush(chunk) ? '(() => {' : zodWithoutEval(chunk)),
        outro: (chunk) => (isSwPush(chunk) ? '})();' : ''),
        entryFileNames: (chunk) => (isSwPush(chunk) ? SW_PUSH_FILE : viewerFile(chunk.name, CHUNK_FILE)),
        chunkFileNames: (chunk) => viewerFile(chunk.name, CHUNK_FILE),
        assetFileNames: (asset) =>
          asset.names.some((name) => name === 'worker.mjs' || viewerChunks.has(name.replace(/\.css$/, '')))
            ? `${VIEWER_ASSETS}/[name]-[hash][extname]`
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  plugins: [
    zodWithoutJsonSchema(),
    react(),
    precompress(),
    preloads.plugin,
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      base: APP_BASE,
      scope: APP_BASE,
      manifest: {
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: "Requests, properties, rental contracts and work orders of your owners' association.",
        start_url: APP_BASE,
        scope: APP_BASE,
        display: 'standalone',
        theme_color: themeColor,
        background_color: '#ffffff',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The first visit's page is taken over at once: without it, a page that goes offline before its first
        // reload cannot load its lazy screens (the menu, a work order) from the precache.
        clientsClaim: true,
        importScripts: [SW_PUSH_FILE],
        globIgnores: ['**/node_modules/**', 'viewer.html', `${VIEWER_ASSETS}/**`, SW_PUSH_FILE],
        navigateFallback: `${APP_BASE}index.html`,
        navigateFallbackDenylist: apiPrefixes.map((prefix) => new RegExp(`^${prefix}/`)),
      },
    }),
  ],
  server: {
    // The API host sees the dev server's calls as its own origin (its CSRF check would refuse port 5173).
    proxy: Object.fromEntries(
      apiPrefixes.map((prefix) => [
        prefix,
        {
          target: devApiHost,
          changeOrigin: true,
          configure: (proxy) => {
            proxy.on('proxyReq', (request) => {
              if (request.getHeader('origin')) request.setHeader('origin', devApiHost);
            });
          },
        },
      ]),
    ),
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'], // e2e/ holds the Playwright journeys
    setupFiles: ['./src/test/setup.ts'],
    // The device asks for reduced motion, so Mantine opens dialogs at once: a test never reads one mid-fade.
    environmentOptions: { happyDOM: { settings: { device: { prefersReducedMotion: 'reduce' } } } },
  },
});
