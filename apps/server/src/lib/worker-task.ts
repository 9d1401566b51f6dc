import { parentPort, Worker } from 'node:worker_threads';
import { concurrencyLimit } from './concurrency-limit';
import { HttpError, refusalOf, type RefusalData } from './http-error';

/** What a task's worker answers: its value, or the error it threw (an HttpError keeps its code). */
type Answer<Out> =
  | { ok: true; value: Out }
  | { ok: false; refusal: RefusalData | undefined; message: string; stack: string | undefined };

export interface WorkerLimits {
  /** The worker's heap: beyond it the worker ends (ERR_WORKER_OUT_OF_MEMORY), not the server. */
  heapMb: number;
  /** A worker without a call for this long ends, giving its memory back. */
  idleMs: number;
}

/**
 * The worker's first code: tsx compiles the task's TypeScript module there as it does the server's (under
 * `node --import tsx`, `tsx` and Vitest alike, on every Node version the server runs on).
 */
const bootCode = (entry: URL) => {
  const [tsx, module] = [import.meta.resolve('tsx/esm/api'), entry.href].map((url) => JSON.stringify(url));
  return `import(${tsx}).then(({ tsImport }) => tsImport(${module}, ${module}));`;
};

/**
 * A task that runs in a worker thread, off the server's event loop: `entry` is a module that calls `serveTask`.
 * Its worker starts at the first call, does one call at a time (the others wait their turn, so that one core is
 * left to everyone else) and ends after `idleMs` without a call, or when it fails. The task's HttpError is
 * thrown here as it was there; any other error as an Error with its message.
 */
export const workerTask = <Out>(entry: URL, limits: WorkerLimits) => {
  const oneAtATime = concurrencyLimit(1);
  let worker: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;

  const stop = (thread: Worker) => {
    if (worker === thread) worker = undefined;
    void thread.terminate();
  };
  const start = () => {
    const started = new Worker(bootCode(entry), {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
    });
    started.unref();
    // A worker that fails between calls only ends; one that fails during a call fails that call (below).
    started
      .on('error', () => undefined)
      .once('exit', () => {
        stop(started);
      });
    return started;
  };

  const run = (input: unknown) =>
    new Promise<Out>((resolve, reject) => {
      clearTimeout(idle);
      const thread = (worker ??= start());
      const settle = () => thread.off('message', answered).off('error', failed).off('exit', ended);
      const answered = (answer: Answer<Out>) => {
        settle();
        idle = setTimeout(() => {
          stop(thread);
        }, limits.idleMs).unref();
        if (answer.ok) resolve(answer.value);
        else if (answer.refusal) reject(refusalOf(answer.refusal));
        else reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
      };
      const failed = (error: Error) => {
        settle();
        stop(thread);
        reject(error);
      };
      const ended = (code: number) => {
        failed(new Error(`The worker ended (exit code ${code}) without an answer`));
      };
      thread.on('message', answered).on('error', failed).on('exit', ended);
      thread.postMessage(input);
    });

  return (input: unknown): Promise<Out> => oneAtATime(() => run(input));
};

/** Serves a task in its worker (see workerTask): answers each message with the task's value or error. */
export const serveTask = (task: (input: unknown) => Promise<unknown>): void => {
  const port = parentPort;
  if (!port) throw new Error('serveTask runs in a worker thread');
  port.on('message', (input: unknown) => {
    task(input).then(
      (value) => {
        port.postMessage({ ok: true, value } satisfies Answer<unknown>);
      },
      (error: unknown) => {
        const { message, stack } = error instanceof Error ? error : new Error(String(error));
        port.postMessage({
          ok: false,
          refusal: error instanceof HttpError ? { code: error.code, params: error.params } : undefined,
          message,
          stack,
        } satisfies Answer<unknown>);
      },
    );
  });
};
