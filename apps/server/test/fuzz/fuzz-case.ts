/** One generated request to a call: everything but the method, the session and the Origin header. */
export interface FuzzCase {
  /** What the case tries, e.g. `body: replace .vve` or `multipart: no closing boundary`. */
  label: string;
  /** The path and query, escaped as they go on the wire. */
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /**
   * True when the contract accepts the input (say, a description with an emoji): such a case may
   * succeed. A case the contract refuses must answer 4xx and store nothing.
   */
  contractValid: boolean;
}

/** The valid input a route's cases start from; params and query as plain (unescaped) texts. */
export interface BaseInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON value, the fields of a form, or the text of a text body. */
  body?: unknown;
}
