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
  /** Ends it (SIGTERM, as an orchestrator does) and removes its data directory. */
  stop: () => Promise<void>;
}

/**
 * The server as a process of its own (`apps/server/src/main.ts`), as a deployment runs it: on the given database
 * server, with an empty data directory of its own and no demo data; resolves once it answers `/readyz`, or
 * fails with what it printed when it ends or takes over `timeoutMs`.
 */
export const startNodeProcess = async ({
  databaseUrl,
  role,
  timeoutMs = 60_000,
}: {
  databaseUrl: string;
  role: ProcessRole;
  timeoutMs?: number;
}): Promise<NodeProcess> => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vve-node-'));
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
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
  const stop = async () => {
    if (!hasEnded()) child.kill('SIGTERM');
    await ended;
    rmSync(dataDir, { recursive: true, force: true });
  };
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
  return { base, stop };
};
