import type { RefusalValues } from '@vve/contract/refusals';

/**
 * Why the server (or this device) refused a change: its status (0 when the server never answered one), its
 * message and, for a refusal the app translates, its code (the contract's, or this device's own) and the values the code's text names. A refusal kept
 * from before codes has its message only.
 */
export interface Refusal {
  status: number;
  message: string;
  code?: string;
  params?: RefusalValues;
}

/**
 * One change made on this device and kept until the server has it (issue 16): a request, a status report, an
 * inspection. Its steps are sent in order, each with an idempotency key made from `key`, so that sending again
 * after a lost answer never makes a second one.
 */
export interface QueuedChange<Payload = unknown> {
  /** Unique, made on the device: the idempotency key of its last call, the stem of its other steps' keys. */
  key: string;
  /** The person whose change it is (their id as a text). */
  owner: string;
  /** The order of sending. */
  seq: number;
  kind: string;
  createdAt: string;
  /** The kind's own data, as JSON. */
  payload: Payload;
  /** The keys of the files (kept beside it) that go with it. */
  files: string[];
  /** The steps done so far, by step name: what their answers said (an uploaded file's id). */
  done: Record<string, number>;
  /** Why the server refused it (a 4xx): shown on the change until the user removes it or sends it again. */
  refusal: Refusal | null;
  /**
   * How often the user sent it again after a refusal: the steps not done yet get fresh idempotency keys, as the
   * server would otherwise answer the stored refusal again.
   */
  round: number;
}

/**
 * A file kept on the device for a queued change, until the change is sent: its bytes rather than a Blob, which
 * some browsers (Safari, private windows) have failed to keep in IndexedDB.
 */
export interface QueuedFile {
  key: string;
  owner: string;
  bytes: ArrayBuffer;
  type: string;
  name: string;
}
