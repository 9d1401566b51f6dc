/**
 * The web app's Lighthouse scores (issue 7): the login overlay and the request-app home (logged in as `owner`),
 * with Lighthouse's default mobile profile (a mid-range phone on a slow 4G line, simulated), 3 runs each in a
 * fresh Chromium. Prints the median performance and accessibility scores, largest contentful paint and total
 * blocking time. Targets: performance ≥ 90, accessibility 100.
 * Run: `npm run bench:web` (builds the web app, then starts a server on a fresh embedded database).
 * BENCH_RUNS sets the number of runs; CHROMIUM_PATH another browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../apps/web/e2e/chromium';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const ORIGIN = `http://127.0.0.1:${PORT}`;

const repoRoot = join(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'vve-bench-web-'));

/** Waits until the URL answers 200, or gives up after the timeout. */
const waitFor = async (url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};

/** The server on a fresh embedded database with the demo data, as the end-to-end journeys start it. */
const startServer = (): ChildProcess =>
  spawn('npm', ['run', 'start', '-w', '@vve/server'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true, // its own process group, so that npm's children end with it
  });

/** A session cookie of a demo user, logged in through the API. */
const sessionCookie = async (username: string): Promise<string> => {
  const response = await fetch(`${ORIGIN}/api/app/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'demo1234' }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (cookie === '') throw new Error(`Could not log in as ${username} (${response.status}).`);
  return cookie;
};

/** A headless Chromium with a fresh profile, and the port of its DevTools protocol. */
const launchChromium = async () => {
  const profile = mkdtempSync(join(tmpdir(), 'vve-bench-chromium-'));
  const browser = spawn(
    CHROMIUM_PATH,
    ['--headless=new', '--remote-debugging-port=0', `--user-data-dir=${profile}`, ...CHROMIUM_ARGS],
    // Its own process group, so that its helper processes end with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    browser.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    });
    browser.once('exit', (code) => {
      reject(new Error(`Chromium ended (${code}) before it listened:\n${output}`));
    });
  });
  const close = async () => {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    if (browser.pid !== undefined) process.kill(-browser.pid);
    await exited;
    // Chromium's helpers may still be writing for a moment after it ended.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  return { port, close };
};

interface Scores {
  performance: number;
  accessibility: number;
  /** Largest contentful paint and total blocking time, in ms. */
  lcp: number;
  tbt: number;
}

/** One Lighthouse run (mobile profile) in a fresh browser. */
const audit = async (url: string, cookie?: string): Promise<Scores> => {
  const browser = await launchChromium();
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (result?.lhr.runtimeError) {
      console.warn(`  ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    }
    const categories = result?.lhr.categories;
    const score = (name: string) => Math.round((categories?.[name]?.score ?? Number.NaN) * 100);
    const metric = (id: string) => Math.round(result?.lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
    };
  } finally {
    await browser.close();
  }
};

/** The median of the runs that produced a figure (a failed run is reported and left out). */
const median = (values: number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (sorted.length % 2 === 1) return sorted[Math.floor(middle)] ?? Number.NaN;
  return Math.round(((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2);
};

/**
 * Waits until the demo's 3D models are converted: at a first start the server converts them in the
 * background, which would take the CPU from the browser under audit.
 */
const waitForModelConversions = async (timeoutMs: number): Promise<void> => {
  const cookie = await sessionCookie('admin');
  const get = async <T>(path: string) =>
    (await (await fetch(`${ORIGIN}${path}`, { headers: { cookie } })).json()) as T;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const projects = await get<{ id: number }[]>('/api/app/details/projects');
    const details = await Promise.all(
      projects.map((project) =>
        get<{ model: { status: string } | null }>(`/api/app/bim/projects/${project.id}`),
      ),
    );
    const converting = details.filter((project) =>
      ['QUEUED', 'CONVERTING'].includes(project.model?.status ?? ''),
    );
    if (converting.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${converting.length} demo models still converting`);
    await sleep(1000);
  }
};

const server = startServer();
try {
  await waitFor(`${ORIGIN}/healthz`, 120_000);
  await waitFor(`${ORIGIN}/app/`, 10_000);
  await waitForModelConversions(300_000);
  const pages = [
    { name: 'login overlay', url: `${ORIGIN}/app/`, cookie: undefined },
    { name: 'request-app home (owner)', url: `${ORIGIN}/app/`, cookie: await sessionCookie('owner') },
  ];
  console.log(`Lighthouse ${RUNS} runs each, mobile profile, ${CHROMIUM_PATH}`);
  console.log('| page | performance | accessibility | LCP ms | TBT ms | performance per run |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const page of pages) {
    const runs: Scores[] = [];
    for (let run = 0; run < RUNS; run++) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried once more.
      const scores = await audit(page.url, page.cookie);
      runs.push(Number.isFinite(scores.performance) ? scores : await audit(page.url, page.cookie));
    }
    const of = (key: keyof Scores) => median(runs.map((run) => run[key]));
    console.log(
      `| ${page.name} | ${of('performance')} | ${of('accessibility')} | ${of('lcp')} | ${of('tbt')} | ${runs
        .map((run) => (Number.isFinite(run.performance) ? run.performance : 'failed'))
        .join(', ')} |`,
    );
  }
} finally {
  if (server.pid !== undefined && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
