import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { APP_BASE } from './src/lib/app-base.ts';
import { PRODUCT_NAME } from './src/lib/product-name.ts';

/** The paths the API host answers; the dev server forwards them to a local server. */
const apiPrefixes = ['/api', '/file', '/inspections'];
const devApiHost = 'http://localhost:3000';
const themeColor = '#1971c2';

export default defineConfig({
  base: APP_BASE,
  plugins: [
    react(),
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
  },
});
