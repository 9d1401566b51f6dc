import { ApiError } from '../api-error';
import { apiRefusal } from '../api-refusal';
import { DeviceRefusal } from './device-refusals';
import { failureKind, type FailureKind } from './failure-kind';
import { outbox, type NewFile } from './outbox';
import type { QueuedChange, Refusal } from './queued-change';

/** What a sender gets to send one queued change. */
export interface StepTools {
  /** The idempotency key of the change's final call. */
  key: string;
  /**
   * Runs a named step once: a step done before (the tab closed, the connection cut after it) answers what it
   * answered then; its idempotency key is the change's key and the step's name.
   */
  step: (name: string, run: (idempotencyKey: string) => Promise<number>) => Promise<number>;
  /** A file kept with the change. */
  file: (key: string) => Promise<NewFile>;
}

/** Sends one kind of change and answers what the server answered; throws what the failing call threw. */
export type ChangeSender = (change: QueuedChange, tools: StepTools) => Promise<unknown>;

/** Why a run stopped before the end: it is tried again later. */
export type StopReason = Exclude<FailureKind, 'refused'>;

/** A change the server now has, with its answer. */
export interface SentChange {
  change: QueuedChange;
  answer: unknown;
}

export interface RunOutcome {
  sent: SentChange[];
  refused: QueuedChange[];
  stopped: StopReason | null;
}

const refusalOf = (error: unknown): Refusal => {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiError) return apiRefusal(error);
  if (error instanceof DeviceRefusal) return { status: 0, message, code: error.code };
  return { status: 0, message };
};

const toolsFor = (change: QueuedChange): StepTools => {
  const done = { ...change.done };
  const stem = change.round === 0 ? change.key : `${change.key}.${change.round}`;
  return {
    key: stem,
    step: async (name, run) => {
      const known = done[name];
      if (known !== undefined) return known;
      const answer = await run(`${stem}:${name}`);
      done[name] = answer;
      await outbox.update(change.key, { done: { ...done } });
      return answer;
    },
    file: async (key) => {
      const file = await outbox.file(key);
      if (!file) throw new DeviceRefusal('changeFileGone');
      return file;
    },
  };
};

/**
 * Sends a person's queued changes one after another, in the order they were made: a sent change is forgotten; one
 * the server refuses keeps the reason and the others go on; no connection, a failing server or an ended session
 * stops the run, with everything left as it was, to be sent again later. Changes refused before are left alone.
 */
export const runQueue = async (
  owner: string,
  senders: Readonly<Record<string, ChangeSender>>,
  onProgress: (done: number, total: number) => void,
): Promise<RunOutcome> => {
  const waiting = (await outbox.list(owner)).filter((change) => change.refusal === null);
  const outcome: RunOutcome = { sent: [], refused: [], stopped: null };
  for (const [index, change] of waiting.entries()) {
    onProgress(index, waiting.length);
    try {
      const send = senders[change.kind];
      if (!send) throw new Error(`This app cannot send changes of the kind '${change.kind}'.`);
      const answer = await send(change, toolsFor(change));
      await outbox.remove(change.key);
      outcome.sent.push({ change, answer });
    } catch (error) {
      const kind = failureKind(error);
      if (kind !== 'refused') {
        console.warn('Sending the queued changes stopped; they are sent again later.', error);
        return { ...outcome, stopped: kind };
      }
      console.error('The server refused a queued change.', error);
      const refusal = refusalOf(error);
      await outbox.update(change.key, { refusal });
      outcome.refused.push({ ...change, refusal });
    }
  }
  onProgress(waiting.length, waiting.length);
  return outcome;
};

/**
 * Runs the steps together and waits for all of them: one that fails does not stop the others (a photo that
 * could not be sent leaves the rest sent); afterwards the first failure is thrown.
 */
export const allSteps = async <T>(steps: readonly Promise<T>[]): Promise<T[]> => {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
};
