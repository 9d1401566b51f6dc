import type {
  FastifyInstance,
  FastifyPluginCallback,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteHandlerMethod,
  onRequestHookHandler,
} from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { CallDefinition } from '@vve/contract/define-call';
import { notFound } from '../lib/http-error';
import { JsonText } from '../lib/json-text';
import type { SessionUser } from '../lib/session-user';
import { isAdministrator } from '../policies/roles';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every answer the database built as JSON is parsed with its call's schema first (under test). */
    checkJsonAnswers: boolean;
  }
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** The caller as the call's `auth` promises: always there, perhaps there, or not asked for. */
type Caller<C extends CallDefinition> = C['auth'] extends 'public'
  ? undefined
  : C['auth'] extends 'optional'
    ? SessionUser | undefined
    : SessionUser;

/** What a handler gets: the caller and the call's parts, parsed by the contract's schemas. */
export interface CallContext<C extends CallDefinition> {
  user: Caller<C>;
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * The answer of a JSON call in its contract shape, or as JSON that the database built in that shape; a handler may
 * also answer through `reply` itself.
 */
type Answer<C extends CallDefinition> = C['responseType'] extends 'binary'
  ? FastifyReply
  : z.input<C['response']> | JsonText<z.input<C['response']>> | FastifyReply;

export interface RouteOptions<C extends CallDefinition> {
  handler: (context: CallContext<C>) => Answer<C> | Promise<Answer<C>>;
  /** Answers besides the call's 200, by status: their schemas (a 401 or 429 in the call's own shape). */
  otherAnswers?: Record<number, z.ZodType>;
  /** A body limit other than the host's 1 MB. */
  bodyLimit?: number;
  /** More methods and paths that answer the same (the spec leaves the inspection save's open). */
  alsoAt?: readonly { method: HTTPMethods; url: string }[];
  /**
   * The handler only reads, and an answer a moment behind is fine (a list): with read replicas it reads from one
   * (plugins/read-replicas). Only for a GET that changes nothing; a replica refuses writes.
   */
  fromReplica?: true;
}

/** Registers one call of the contract: method, path, schemas and authentication all come from its definition. */
export type DefineRoute = <C extends CallDefinition>(call: C, options: RouteOptions<C>) => void;

/**
 * Who calls: `authenticate` (401 without a session) or `identify`, then the call's `access`, if it has one, before
 * anything of the request is looked at (its content type, its body): a caller who may not gets the same 404
 * whatever they send, never a 415 or the body schema's messages.
 */
const callerHooks = (app: FastifyInstance, call: CallDefinition) => {
  if (call.auth === 'public') return {};
  const { access } = call;
  if (!access) return { onRequest: call.auth === 'optional' ? app.identify : app.authenticate };
  if (call.auth !== undefined)
    throw new Error(`${call.path}: an access rule needs a caller, for calls with a session`);
  const checkAccess: onRequestHookHandler = (request, _reply, done) => {
    // `authenticate` answered 401 without a caller.
    if (request.user && !isAdministrator(request.user)) throw notFound(access.record);
    done();
  };
  return { onRequest: [app.authenticate, checkAccess] };
};

/** A call marked `idempotent` takes an Idempotency-Key (plugins/idempotency), after `authenticate`. */
const keyHooks = (app: FastifyInstance, call: CallDefinition) => {
  if (!call.idempotent) return {};
  if (call.auth !== undefined)
    throw new Error(`${call.path}: idempotency keys are per user, for calls with a session`);
  return app.idempotencyHooks;
};

/**
 * Sends JSON that the database built as it is. Under test it must be exactly what the call's schema makes of it
 * (no field missing, added or of another type), so that the contract stays the one source of the answer's shape.
 */
const sendJsonText = (
  app: FastifyInstance,
  call: CallDefinition,
  reply: FastifyReply,
  answer: JsonText<unknown>,
) => {
  if (app.checkJsonAnswers) {
    const built: unknown = JSON.parse(answer.text);
    const parsed = call.response.safeParse(built);
    if (!parsed.success || !isDeepStrictEqual(parsed.data, built))
      throw new Error(
        `${call.path}: the answer the database built is not the contract's: ${parsed.error?.message ?? 'it differs from what the schema makes of it'}`,
      );
  }
  return reply.type('application/json; charset=utf-8').send(answer.text);
};

const routeDefiner =
  (app: FastifyInstance): DefineRoute =>
  (call, { handler, otherAnswers, bodyLimit, alsoAt = [], fromReplica }) => {
    if (fromReplica && (call.method !== 'GET' || call.changesState))
      throw new Error(`${call.path}: only a GET that changes nothing reads from a replica`);
    // A call that needs a session has `authenticate` as its hook, which answered 401 without one.
    const handle: RouteHandlerMethod = async (request, reply) => {
      const answer = await handler({
        user: request.user,
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
      } as CallContext<typeof call>);
      return answer instanceof JsonText ? sendJsonText(app, call, reply, answer) : answer;
    };
    const schema = {
      ...(call.params && { params: call.params }),
      ...(call.query && { querystring: call.query }),
      ...(call.body && { body: call.body }),
      ...(call.responseType !== 'binary' && { response: { 200: call.response, ...otherAnswers } }),
    };
    for (const { method, url } of [{ method: call.method, url: call.path }, ...alsoAt]) {
      app.route({
        method,
        url,
        schema,
        ...callerHooks(app, call),
        ...keyHooks(app, call),
        ...(bodyLimit !== undefined && { bodyLimit }),
        ...(fromReplica && { config: { fromReplica } }),
        handler: handle,
      });
    }
  };

/**
 * The routes of one calls file of the contract, as a plugin: `register` defines each with `route(call, …)`.
 * Handlers are a few lines: authorize with a policy, run a command or a query, present the answer.
 */
export const callRoutes =
  <Options extends object = object>(
    register: (route: DefineRoute, app: FastifyInstance, options: Options) => void,
  ): FastifyPluginCallback<Options> =>
  (app, options, done) => {
    register(routeDefiner(app), app, options);
    done();
  };
