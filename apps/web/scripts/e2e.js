// Runs the end-to-end journeys with Playwright when a Chromium is installed (CHROMIUM_PATH or /usr/bin/chromium).
// Without one: a failure on CI, and a loud warning elsewhere, so that a skipped run is never mistaken for a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const browser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(browser)) {
  if (process.env.CI) {
    console.error(`No Chromium at ${browser}: the end-to-end tests cannot run. Set CHROMIUM_PATH.`);
    process.exit(1);
  }
  const line = '!'.repeat(78);
  console.warn(
    [
      line,
      '!!  WARNING: THE END-TO-END TESTS WERE NOT RUN.',
      `!!  No Chromium was found at ${browser}.`,
      '!!  Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH,',
      '!!  then run `npm run test:e2e` again. Nothing was tested end to end.',
      line,
    ].join('\n'),
  );
  process.exit(0);
}

// The server's fresh database for this run (see playwright.config.ts), removed afterwards.
const dataDir = mkdtempSync(join(tmpdir(), 'vve-e2e-'));
const { status, error } = spawnSync('playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, VVE_E2E_DATA_DIR: dataDir },
});
rmSync(dataDir, { recursive: true, force: true });
if (error) throw error;
process.exit(status ?? 1);
