import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../lib/file-storage';
import {
  claimNextModel,
  markConverted,
  markFailed,
  MAX_CONVERSION_ATTEMPTS,
  renewLease,
  requeue,
  soonestLeaseEnd,
  type ClaimedModel,
} from './conversion-queue';
import { DEFAULT_CONVERSION_LIMITS, ModelConversionError, runConversion } from './run-conversion';

/** Converts the queued IFC models, one at a time, in the background. */
export interface ModelConverter {
  /** Looks for work now (after an upload) instead of at the next poll. */
  wake: () => void;
  /** Resolves when no model is waiting any more. */
  drain: () => Promise<void>;
  /** Stops polling, ends a running conversion and puts its model back in the queue. */
  stop: () => Promise<void>;
}

export interface ModelConverterOptions {
  db: Database;
  storage: FileStorage;
  clock: Clock;
  log: FastifyBaseLogger;
  pollMs?: number;
  leaseMs?: number;
  limits?: typeof DEFAULT_CONVERSION_LIMITS;
}

export const fragmentsKey = (modelId: number): string => `models/fragments/${modelId}.frag`;

export const startModelConverter = ({
  db,
  storage,
  clock,
  log,
  pollMs = 10_000,
  leaseMs = 60_000,
  limits = DEFAULT_CONVERSION_LIMITS,
}: ModelConverterOptions): ModelConverter => {
  let stopped = false;
  let running: Promise<void> | undefined;
  const abort = new AbortController();

  const convert = async (model: ClaimedModel) => {
    await mkdir(storage.temporaryDir, { recursive: true });
    const base = path.join(storage.temporaryDir, randomBytes(12).toString('hex'));
    const [input, output] = [`${base}.ifc`, `${base}.frag`];
    const lease = setInterval(() => {
      // While the database is away the renewal fails; unhandled, the rejection would end the process.
      renewLease(db, model.id, new Date(clock().getTime() + leaseMs)).catch((error: unknown) => {
        log.warn({ modelId: model.id, err: error }, 'the lease of a conversion was not renewed');
      });
    }, leaseMs / 3);
    try {
      const source = await storage.stream(model.ifcKey);
      if (!source) throw new ModelConversionError('The uploaded IFC file is missing from storage');
      await pipeline(source, createWriteStream(input));
      const stats = await runConversion(input, output, limits, abort.signal);
      await storage.putFile(fragmentsKey(model.id), output);
      await markConverted(db, model.id, {
        fragmentsKey: fragmentsKey(model.id),
        fragmentsBytes: stats.fragmentsBytes,
        convertedAt: clock(),
      });
      log.info({ modelId: model.id, ...stats }, 'IFC model converted');
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (stopped) await requeue(db, model.id, true);
      else if (error instanceof ModelConversionError)
        await markFailed(db, model.id, `The IFC model could not be converted: ${message}`);
      else if (model.attempts < MAX_CONVERSION_ATTEMPTS) await requeue(db, model.id);
      else await markFailed(db, model.id, `The conversion failed ${model.attempts} times: ${message}`);
      log.warn({ modelId: model.id, attempt: model.attempts, err: error }, 'IFC model not converted');
    } finally {
      clearInterval(lease);
      await Promise.all([rm(input, { force: true }), rm(output, { force: true })]);
    }
  };

  let leaseTimer: NodeJS.Timeout | undefined;
  /**
   * With nothing to claim, looks again when another converter's lease runs out: if that converter died, its
   * model is taken over then, not at the next poll.
   */
  const wakeWhenLeaseEnds = async () => {
    const end = await soonestLeaseEnd(db);
    clearTimeout(leaseTimer);
    if (!end || stopped) return;
    leaseTimer = setTimeout(() => void wake(), Math.max(0, end.getTime() - clock().getTime()) + 100);
    leaseTimer.unref();
  };

  const runPending = async () => {
    for (;;) {
      if (stopped) return;
      const model = await claimNextModel(db, clock(), leaseMs);
      if (!model) {
        await wakeWhenLeaseEnds();
        return;
      }
      await convert(model);
    }
  };

  const wake = () => {
    running ??= runPending()
      .catch((error: unknown) => {
        log.error({ err: error }, 'the model converter stopped on an error');
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void wake(), pollMs);
  timer.unref();
  void wake();

  return {
    wake: () => void wake(),
    drain: async () => {
      while (running) await running;
      await wake();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(leaseTimer);
      abort.abort();
      await running;
    },
  };
};
