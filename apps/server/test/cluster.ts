import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort, startNodeProcess, type NodeProcess } from './node-process';
import { createServerDatabase } from './test-database';
import { startS3Server } from './test-storage';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** The API nodes, by their name in the load balancer. */
export const API_NODES = ['a', 'b'] as const;
export type ApiNodeName = (typeof API_NODES)[number];

/**
 * The cookie that sends a caller's requests to one API node (`vve_node=a`); without it the load balancer
 * takes turns. The answer says which node served it in `x-served-by`. Both exist in this test set-up only.
 */
export const NODE_COOKIE = 'vve_node';
export const SERVED_BY_HEADER = 'x-served-by';

export interface Cluster {
  /** The load balancer's address: what the users open. */
  base: string;
  /** The database all nodes share. */
  databaseUrl: string;
  /** The API nodes (ROLE=api), each with its own empty data directory. */
  nodes: Record<ApiNodeName, NodeProcess>;
  /** The worker (ROLE=worker) now running: the one started last. */
  worker: () => NodeProcess;
  /** Starts another worker, as an orchestrator replaces one that died. */
  startWorker: () => Promise<NodeProcess>;
  stop: () => Promise<void>;
}

/**
 * The project's own load balancer configuration (deploy/haproxy.cfg) in front of the API nodes: bound to `port` on
 * this machine, with the nodes for its servers, and the test's own pinning cookie and served-by header.
 */
const haproxyConfig = (port: number, nodes: Record<ApiNodeName, { base: string }>) => {
  const deployed = readFileSync(path.join(repoRoot, 'deploy/haproxy.cfg'), 'utf8');
  const bind = /^ {2}bind \*:8080$/m;
  const servers = /^ {2}server .*$\n/gm;
  if (
    !bind.test(deployed) ||
    !servers.test(deployed) ||
    !deployed.trimEnd().split('\n\n').at(-1)?.startsWith('backend api')
  )
    throw new Error(
      'deploy/haproxy.cfg changed its shape: bind *:8080, and the backend api last with its servers',
    );
  return [
    deployed.replace(bind, `  bind 127.0.0.1:${port}`).replace(servers, '').trimEnd(),
    `  http-response set-header ${SERVED_BY_HEADER} %[srv_name]`,
    ...API_NODES.map((name) => `  use-server ${name} if { req.cook(${NODE_COOKIE}) -m str ${name} }`),
    ...API_NODES.map((name) => `  server ${name} ${new URL(nodes[name].base).host} check inter 1s`),
    '',
  ].join('\n');
};

/** Runs a command to its end; fails with what it printed unless it exits 0. */
const runToEnd = (command: string, args: string[], env: Record<string, string>) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env } });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4000);
      });
    }
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} ended with ${String(code)}:\n${output}`));
    });
  });

/** Waits until `url` answers 200, or fails after `timeoutMs`. */
const answers = async (url: string, timeoutMs: number) => {
  const started = Date.now();
  while (
    !(await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await delay(100);
  }
};

/** HAProxy (from Debian) with the project's configuration in front of the API nodes, on a free port; resolves once it answers `/readyz`. */
export const startLoadBalancer = async (
  nodes: Record<ApiNodeName, { base: string }>,
): Promise<{ base: string; stop: () => Promise<void> }> => {
  const port = await freePort();
  const configDir = mkdtempSync(path.join(tmpdir(), 'vve-haproxy-'));
  const configFile = path.join(configDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig(port, nodes));
  const haproxy: ChildProcess = spawn('haproxy', ['-db', '-f', configFile], { stdio: 'ignore' });
  const ended = new Promise((resolve) => haproxy.once('exit', resolve));
  const stop = async () => {
    haproxy.kill('SIGTERM');
    await ended;
    rmSync(configDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await answers(`${base}/readyz`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
};

/**
 * The product as a deployment at scale runs it, on this machine: a new database on the PostgreSQL server
 * (DATABASE_URL) with the demo data, a real S3 server (s3rver) for the files, two API processes and a
 * worker, each with an empty data directory of its own (a shared one would hide files kept on local disk),
 * behind HAProxy. The web app is served from its build (apps/web/dist).
 */
export const startCluster = async ({
  leaseSeconds = 60,
}: {
  /** The workers' conversion lease (MODEL_CONVERSION_LEASE_SECONDS): shorter to see a dead worker replaced. */
  leaseSeconds?: number;
} = {}): Promise<Cluster> => {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.reverse()) await step();
  };
  try {
    const database = await createServerDatabase();
    stops.push(database.drop);
    const s3 = await startS3Server();
    stops.push(s3.close);
    const { bucket, region, endpoint, credentials } = s3.location;
    const env = {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint ?? '',
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      MODEL_CONVERSION_LEASE_SECONDS: String(leaseSeconds),
    };
    // The seed runs once, as its own job (as in deploy/compose.yaml), before the nodes start.
    const seedDir = mkdtempSync(path.join(tmpdir(), 'vve-seed-'));
    try {
      await runToEnd(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/seed-demo.ts'], {
        ...env,
        DATABASE_URL: database.url,
        DATA_DIR: seedDir,
      });
    } finally {
      rmSync(seedDir, { recursive: true, force: true });
    }
    const start = (role: 'api' | 'worker') => startNodeProcess({ databaseUrl: database.url, role, env });
    const started = await Promise.allSettled([start('api'), start('api'), start('worker')]);
    for (const result of started) if (result.status === 'fulfilled') stops.push(result.value.stop);
    const [a, b, firstWorker] = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    }) as [NodeProcess, NodeProcess, NodeProcess];
    const workers = [firstWorker];
    const nodes = { a, b };

    const loadBalancer = await startLoadBalancer(nodes);
    stops.push(loadBalancer.stop);

    return {
      base: loadBalancer.base,
      databaseUrl: database.url,
      nodes,
      worker: () => workers.at(-1) ?? firstWorker,
      startWorker: async () => {
        const worker = await start('worker');
        stops.push(worker.stop);
        workers.push(worker);
        return worker;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
