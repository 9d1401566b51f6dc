import { callPath, IDEMPOTENCY_KEY_HEADER, type CallDefinition } from '@vve/contract/define-call';
import { ErrorMessage } from '@vve/contract/errors';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { apiHost } from './api-host';

type Part<C, K extends 'params' | 'query' | 'body'> =
  C extends Record<K, infer Schema extends z.ZodType>
    ? Record<K, z.input<Schema>>
    : Partial<Record<K, never>>;

/** A multipart call's body is the FormData that carries its files; other bodies follow their schema. */
type BodyPart<C> = C extends { bodyType: 'multipart' } ? { body: FormData } : Part<C, 'body'>;

/** A call that takes an idempotency key may carry one: sent again with it, it has its effect once. */
type KeyPart<C> = C extends { idempotent: true } ? { idempotencyKey?: string } : unknown;

/** What a call needs besides its definition: its params, query and body, each only when it has one. */
export type CallInput<C extends CallDefinition> = Part<C, 'params'> &
  Part<C, 'query'> &
  BodyPart<C> &
  KeyPart<C>;

/** The input is optional for calls that need none. */
type InputArgs<C extends CallDefinition> =
  object extends CallInput<C> ? [input?: CallInput<C>] : [input: CallInput<C>];

interface LooseInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  idempotencyKey?: string;
}

const toUrl = (call: CallDefinition, { params, query = {} }: LooseInput): URL => {
  const url = new URL(callPath(call.path, params), apiHost);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
};

const ACCEPT_JSON = { accept: 'application/json' };

interface EncodedBody {
  body?: string | URLSearchParams | FormData;
  headers: Record<string, string>;
}

/** The request body in the call's encoding: form-urlencoded, plain text or JSON. */
const toBody = (call: CallDefinition, body: unknown): EncodedBody => {
  if (body === undefined) return { headers: ACCEPT_JSON };
  if (call.bodyType === 'form') {
    return { body: new URLSearchParams(body as Record<string, string>), headers: ACCEPT_JSON };
  }
  if (call.bodyType === 'text') {
    if (typeof body !== 'string') throw new Error(`The text body of ${call.path} must be a string.`);
    return { body, headers: { ...ACCEPT_JSON, 'content-type': 'text/plain' } };
  }
  if (call.bodyType === 'multipart') {
    // The browser sets the multipart content type with its boundary.
    if (!(body instanceof FormData)) throw new Error(`The multipart body of ${call.path} must be FormData.`);
    return { body, headers: ACCEPT_JSON };
  }
  return { body: JSON.stringify(body), headers: { ...ACCEPT_JSON, 'content-type': 'application/json' } };
};

/** The request body in the call's encoding and the idempotency key. */
const toRequest = (call: CallDefinition, { body, idempotencyKey }: LooseInput): EncodedBody => {
  const encoded = toBody(call, body);
  if (idempotencyKey === undefined) return encoded;
  return { ...encoded, headers: { ...encoded.headers, [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } };
};

/** An ApiError from an answer's status, its error body (if any) and its Retry-After header. */
const apiError = (status: number, statusText: string, body: unknown, retryAfterHeader: string | null) => {
  const retryAfter = Number.parseInt(retryAfterHeader ?? '', 10);
  return new ApiError(
    status,
    ErrorMessage.safeParse(body).data?.message ?? statusText,
    Number.isNaN(retryAfter) ? undefined : retryAfter,
    body,
  );
};

const toApiError = async (response: Response): Promise<ApiError> =>
  apiError(
    response.status,
    response.statusText,
    await response.json().catch(() => undefined),
    response.headers.get('retry-after'),
  );

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
    ...toRequest(call, loose),
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

/** How far an upload has come, in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * Sends a call like `apiCall`, reporting the upload's progress: fetch cannot observe a request body being
 * sent, so this one call goes through XMLHttpRequest, with the same URL, body, credentials and errors.
 * A network failure rejects with a TypeError, as fetch does; an abort with an AbortError.
 */
export const apiCallWithUploadProgress = <C extends CallDefinition>(
  call: C,
  input: CallInput<C>,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<C['response']>> =>
  new Promise((resolve, reject) => {
    const loose = input as LooseInput;
    const { body, headers } = toRequest(call, loose);
    const request = new XMLHttpRequest();
    const aborted = () => new DOMException('The upload was aborted.', 'AbortError');
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    request.open(call.method, toUrl(call, loose).href);
    request.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const answer = parseJson(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(
          apiError(request.status, request.statusText, answer, request.getResponseHeader('retry-after')),
        );
        return;
      }
      try {
        resolve(call.response.parse(answer) as z.output<C['response']>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.addEventListener('error', () => {
      reject(new TypeError(`Failed to send ${call.path}`));
    });
    request.addEventListener('abort', () => {
      reject(aborted());
    });
    signal?.addEventListener('abort', () => {
      request.abort();
    });
    request.send(body ?? null);
  });
