import type { CallDefinition } from '@vve/contract/define-call';
import { prepareRow, successfulCaller } from '../access/matrix-client';
import { ROLES_MATRIX } from '../access/roles-matrix';
import { CALLERS, type World } from '../access/world';
import type { TestApp } from '../test-app';
import type { BaseInput } from './fuzz-case';
import { parseForm } from './text-cases';

/** A call's valid input as the fuzz cases start from it, with the session it is sent in. */
export interface Example {
  base: BaseInput;
  cookies: Record<string, string>;
  /** The multipart field the example uploads in (upload calls only). */
  uploadField?: string;
}

/** Administrators first: they reach every record, so that a case's input gets furthest into the server. */
const DEEPEST_FIRST = [...CALLERS].reverse();

/** The values of a call's `:name` path segments in a path of it. */
const paramsOf = (call: CallDefinition, pathname: string): Record<string, string> => {
  const names = call.path.split('/');
  const values = pathname.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[index] ?? '')]] : [],
    ),
  );
};

const textOf = (payload: unknown): string =>
  Buffer.isBuffer(payload) ? payload.toString('latin1') : typeof payload === 'string' ? payload : '';

/** The body of an example request as the fuzz generators read it: JSON, form fields or text. */
const bodyOf = (call: CallDefinition, payload: unknown): unknown => {
  if (payload === undefined || call.bodyType === 'multipart') return undefined;
  if (call.bodyType === 'form') return parseForm(textOf(payload));
  if (call.bodyType === 'text') return textOf(payload);
  return JSON.parse(textOf(payload)) as unknown;
};

/**
 * A call's example from the roles matrix, the one place that says what a valid request of each call is: the row's
 * request for the caller who reaches furthest that the matrix lets make the call (administrators first), with that caller's own record (the world's fresh one
 * where the call changes or removes it).
 */
export const exampleOf = async (testApp: TestApp, world: World, call: CallDefinition): Promise<Example> => {
  const key = `${call.method} ${call.path}`;
  const rows = ROLES_MATRIX[key];
  if (!rows) throw new Error(`the roles matrix has no rows for ${key}, so no example of it`);
  const request = await prepareRow(
    testApp,
    world,
    key,
    successfulCaller(rows, DEEPEST_FIRST),
    rows.records === 'none' ? 'none' : 'own',
  );
  const url = new URL(request.url ?? '', 'http://example.test');
  const query = Object.fromEntries(url.searchParams);
  const body = bodyOf(call, request.payload);
  const uploadField = /name="([^"]+)"; filename=/.exec(textOf(request.payload))?.[1];
  return {
    base: {
      params: paramsOf(call, url.pathname),
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(body === undefined ? {} : { body }),
    },
    cookies: (request.cookies ?? {}) as Record<string, string>,
    ...(uploadField === undefined ? {} : { uploadField }),
  };
};
