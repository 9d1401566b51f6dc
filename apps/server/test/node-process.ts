import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { ProcessRole } from '../src/config';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A port no one listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });

export interface NodeProcess {
  /** Its address, e.g. http://127.0.0.1:40123. */
  base: string;
  /** Its own data directory (temporary files, and the files themselves on local storage). */
  dataDir: string;
  /** Ends it (SIGTERM, as an orchestrator does) and removes its data directory. */
  stop: () => Promise<void>;
  /** Ends it at once (SIGKILL, as a crash or a lost machine does), leaving its work unfinished. */
  kill: () => Promise<void>;
}

/**
 * The server as a process of its own (`apps/server/src/main.ts`), as a deployment runs it: on the given database
 * server, with an empty data directory of its own and no demo data; resolves once it answers `/readyz`, or
 * fails with what it printed when it ends or takes over `timeoutMs`.
 */
export const startNodeProcess = async ({
  databaseUrl,
  role,
  env = {},
  timeoutMs = 60_000,
}: {
  databaseUrl: string;
  role: ProcessRole;
  /** More of its configuration (STORAGE and the S3 variables, say). */
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<NodeProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-node-'));
  // Node itself with tsx as a loader, not the tsx command: that would run the server as a child of its own, which
  // a SIGKILL of the command would leave running.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ROLE: role,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output.push(chunk.toString());
    });
  }
  const ended = new Promise<void>((resolve) => {
    child.once('exit', () => {
      resolve();
    });
  });
  const hasEnded = () => child.exitCode !== null || child.signalCode !== null;
  const base = `http://127.0.0.1:${port}`;
  const end = (signal: NodeJS.Signals) => async () => {
    if (!hasEnded()) child.kill(signal);
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = end('SIGTERM');
  const started = Date.now();
  while (
    !(await fetch(`${base}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (hasEnded() || Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`The ${role} node did not become ready:\n${output.join('').slice(-4000)}`);
    }
    await delay(200);
  }
  return { base, dataDir, stop, kill: end('SIGKILL') };
};
