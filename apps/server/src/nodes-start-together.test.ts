import { describe, expect, it } from 'vitest';
import { startNodeProcess } from '../test/node-process';
import { createServerDatabase } from '../test/test-database';

// Processes of their own, as a deployment starts them: each migrates at start, under the migrations' lock.
describe.skipIf(!process.env.DATABASE_URL)('nodes started at once', () => {
  it('three nodes on an empty database all come up and answer /readyz', { timeout: 120_000 }, async () => {
    const { url, drop } = await createServerDatabase();
    const started = await Promise.allSettled(
      (['api', 'api', 'worker'] as const).map((role) => startNodeProcess({ databaseUrl: url, role })),
    );
    try {
      for (const node of started) {
        if (node.status === 'rejected') throw node.reason;
        expect((await fetch(`${node.value.base}/readyz`)).status).toBe(200);
      }
    } finally {
      await Promise.all(started.flatMap((node) => (node.status === 'fulfilled' ? [node.value.stop()] : [])));
      await drop();
    }
  });
});
