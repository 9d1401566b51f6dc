import { callPath, type CallDefinition } from '@vve/contract/define-call';
import { ErrorBody } from '@vve/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { apiHost } from './api-host';

type Part<C, K extends 'params' | 'query' | 'body'> =
  C extends Record<K, infer Schema extends z.ZodType>
    ? Record<K, z.input<Schema>>
    : Partial<Record<K, never>>;

/** What a call needs besides its definition: its params, query and body, each only when it has one. */
export type CallInput<C extends CallDefinition> = Part<C, 'params'> & Part<C, 'query'> & Part<C, 'body'>;

/** The input is optional for calls that need none. */
type InputArgs<C extends CallDefinition> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

const toUrl = (call: CallDefinition, { params, query = {} }: LooseInput): URL => {
  const url = new URL(callPath(call.path, params), apiHost);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
};

const ACCEPT_JSON = { accept: 'application/json' };

/** The request body in the call's encoding: form-urlencoded or JSON. */
const toBody = (call: CallDefinition, body: unknown): Pick<RequestInit, 'body' | 'headers'> => {
  if (body === undefined) return { headers: ACCEPT_JSON };
  if (call.bodyType === 'form') {
    return { body: new URLSearchParams(body as Record<string, string>), headers: ACCEPT_JSON };
  }
  if (call.bodyType !== undefined) {
    throw new Error(`The '${call.bodyType}' body of ${call.path} is not supported yet.`);
  }
  return { body: JSON.stringify(body), headers: { ...ACCEPT_JSON, 'content-type': 'application/json' } };
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const body = ErrorBody.safeParse(await response.json().catch(() => undefined));
  const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10);
  return new ApiError(
    response.status,
    body.data?.message ?? response.statusText,
    Number.isNaN(retryAfter) ? undefined : retryAfter,
  );
};

/**
 * Sends one call of the contract to the API host, cross-origin with credentials (spec §7), following redirects.
 * Answers outside 2xx throw an ApiError.
 */
export const sendCall = async <C extends CallDefinition>(
  call: C,
  ...[input]: InputArgs<C>
): Promise<Response> => {
  const loose: LooseInput = input ?? {};
  const response = await fetch(toUrl(call, loose).href, {
    method: call.method,
    credentials: 'include',
    mode: 'cors',
    redirect: 'follow',
    ...toBody(call, loose.body),
  });
  if (!response.ok) throw await toApiError(response);
  return response;
};

/** Parses an answer with the call's response schema. */
export const readAnswer = async <C extends CallDefinition>(
  call: C,
  response: Response,
): Promise<z.output<C['response']>> => call.response.parse(await response.json()) as z.output<C['response']>;

/** Sends a call and parses its answer. */
export const apiCall = async <C extends CallDefinition>(
  call: C,
  ...input: InputArgs<C>
): Promise<z.output<C['response']>> => readAnswer(call, await sendCall(call, ...input));
