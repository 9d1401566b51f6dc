import type { z } from 'zod';

/** One HTTP call of spec §7: its method, its path (Fastify syntax, `:name` for params) and its schemas. */
export interface CallDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** The content type of the body when it is not JSON. */
  bodyType?: 'form' | 'text' | 'multipart';
  /** `binary` when the answer is the bytes of a file rather than JSON. */
  responseType?: 'binary';
  /** The answer of a successful call (status 200). */
  response: z.ZodType;
  /**
   * A GET that changes state all the same (the spec's logout, opening an inspection draft): the
   * server guards it against cross-site requests like a POST. Said here, once, for every such call.
   */
  changesState?: true;
  /**
   * Who may call it. Without this: a logged-in caller only, anyone else gets 401 before the body is read.
   * `optional`: anyone, and the server knows the caller when there is a session (the status call);
   * `public`: anyone (logging in and out, and file links, which are capabilities of their own).
   */
  auth?: 'optional' | 'public';
  /**
   * Who may call it, for a call with a session: `only: 'administrator'` for the back office's calls. To anyone else
   * it answers 404 for `record` ('Person not found'), the same as for a record that does not exist, before
   * anything of the request is read (its content type, its body). The server enforces it once, for every call
   * that says it (define-route), and the roles matrix expects it of every role but the administrator.
   */
  access?: { only: 'administrator'; record: string };
  /**
   * The call accepts an `Idempotency-Key` header (IDEMPOTENCY_KEY_HEADER, its rule `IdempotencyKey` in
   * idempotency-key.ts): when the same caller sends a key again, they get the first answer again (marked
   * `Idempotent-Replayed: true`) instead of a second effect. The offline queue sends one with every change.
   * Only for calls that need a session: keys are per user.
   */
  idempotent?: true;
}

/**
 * The request header that carries the key of a call marked `idempotent`; here rather than beside its rule
 * (idempotency-key.ts) so that a client can send it without loading the rule's schema.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Keeps the literal types of a call definition while checking its shape. */
export const defineCall = <const T extends CallDefinition>(call: T): T => call;

/** The GET calls that change state (see `changesState`). */
export const stateChangingGets = (calls: Record<string, CallDefinition>): CallDefinition[] =>
  Object.values(calls).filter((call) => call.method === 'GET' && call.changesState === true);

/** Whether a call is the administrators' only (see `access`). */
export const administratorsOnly = (call: CallDefinition): boolean => call.access?.only === 'administrator';

/** Whether a call answers 401 to a caller without a session. */
export const needsSession = (call: CallDefinition): boolean => call.auth === undefined;

/** Fills the `:name` params of a call path: `callPath('/a/:id', { id: 3 })` is `/a/3`. */
export const callPath = (path: string, params: Record<string, string | number> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
