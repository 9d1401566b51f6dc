import { STATUS_CODES } from 'node:http';
import {
  fillPlaceholders,
  REFUSALS,
  type RefusalArguments,
  type RefusalCode,
  type RefusalValues,
} from '@vve/contract/refusals';

/** A refusal as plain data, to cross from a worker thread or to be answered later: its code and values. */
export interface RefusalData {
  code: RefusalCode;
  params: RefusalValues;
}

/**
 * A refusal the error handler answers (4xx): its code from the contract, the status and message that code
 * stands for, filled with the values it names.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Headers the answer carries, e.g. Retry-After with a 429. */
  headers: Record<string, string> = {};

  constructor(
    readonly code: RefusalCode,
    readonly params: RefusalValues = {},
  ) {
    const { status, message } = REFUSALS[code];
    super(fillPlaceholders(message, params));
    this.statusCode = status;
  }

  /** This refusal, answered with these headers too. */
  withHeaders(headers: Record<string, string>): this {
    this.headers = { ...this.headers, ...headers };
    return this;
  }
}

/** A refusal again, from its plain data. */
export const refusalOf = ({ code, params }: RefusalData): HttpError => new HttpError(code, params);

/** The refusal `code`, with the values its message names. */
export const refusal = <Code extends RefusalCode>(
  code: Code,
  ...[params]: RefusalArguments<Code>
): HttpError => new HttpError(code, params);

/** A record outside the caller's scope answers the same as one that does not exist. */
export const notFound = (what: string): HttpError => refusal('notFound', { what });

/** The one record a call is about, or 404 for `what` when there is none. */
export const orNotFound = <Value>(value: Value | undefined, what: string): Value => {
  if (value === undefined) throw notFound(what);
  return value;
};

/** The first row of an answer, or 404 for `what`: the one record a call is about. */
export const found = <Row>([row]: readonly Row[], what: string): Row => orNotFound(row, what);

/** The body of a refusal: its status, the status's name, its message, its code and the values it names. */
export const refusalBody = ({ statusCode, message, code, params }: HttpError) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
  ...(Object.keys(params).length > 0 ? { params } : {}),
});

/** The body of a failure on the server's side (5xx): the status, its name and a message a user can act on. */
export const failureBody = (statusCode: number, message: string) => ({
  statusCode,
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
});
