/// <reference types="node" />
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';

// E2E_PORT lets two runs share a machine.
const port = Number(process.env.E2E_PORT ?? 3111);
const origin = `http://127.0.0.1:${port}`;
// A fresh database for every run: made by scripts/e2e.js, or here once (the workers load this file again).
const dataDir = (process.env.VVE_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'vve-e2e-')));
// The server's email goes to a real SMTP server of the run's own (e2e/mail-catcher.ts), read by e2e/mailbox.ts.
const smtpPort = port + 1000;

export default defineConfig({
  testDir: './e2e',
  workers: 1,
  // A journey's own steps wait at most 10 s each, a journey at most 90 s: the CI host has run at less than half its
  // usual speed (every stage took 2 to 2.6 times as long), and a slow host is not a failing product.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    // Mobile first: the width the screens are designed for.
    viewport: { width: 360, height: 780 },
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: 'npx tsx apps/web/e2e/mail-catcher.ts',
      cwd: '../..',
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_DIR: join(dataDir, 'mail') },
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npm run start -w @vve/server',
      cwd: '../..',
      // The journeys run on the embedded database with fresh demo data, even where DATABASE_URL is set.
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        PUBLIC_URL: origin,
      },
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
