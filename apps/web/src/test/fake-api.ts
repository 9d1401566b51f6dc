import { REQUEST_APP, type Role } from '@vve/contract/enums';
import { fillPlaceholders, REFUSALS, type RefusalArguments, type RefusalCode } from '@vve/contract/refusals';
import { vi } from 'vitest';

/** What a reply can look at: the URL and the request as fetch got it. */
export interface StubbedRequest {
  url: URL;
  init?: RequestInit | undefined;
}

export type Reply = (request: StubbedRequest) => Response | Promise<Response>;

/** The JSON body a request sent. */
export const bodyOf = (request: StubbedRequest): unknown => JSON.parse(request.init?.body as string);

interface ReplyOptions {
  /** The URL the answer came from after redirects. */
  url?: string;
  headers?: Record<string, string>;
}

/** A JSON answer as fetch gives it. */
export const json = (status: number, body: unknown, { url, headers }: ReplyOptions = {}): Response => {
  const response = new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
  if (url !== undefined) Object.defineProperty(response, 'url', { value: url });
  return response;
};

/** The server's refusal `code` as it answers it: its status, and its body with its message, code and values. */
export const refusalReply = <Code extends RefusalCode>(
  code: Code,
  ...[params]: RefusalArguments<Code>
): Response => {
  const { status, message } = REFUSALS[code];
  return json(status, {
    statusCode: status,
    error: 'Refused',
    message: fillPlaceholders(message, params ?? {}),
    code,
    ...(params && { params }),
  });
};

type Listener = (event: ProgressEvent) => void;

/** A minimal event target for the fake request and its upload. */
class FakeEventTarget {
  private readonly listeners = new Map<string, Listener[]>();

  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  dispatch(type: string, init: ProgressEventInit = {}) {
    const event = new ProgressEvent(type, init);
    this.listeners.get(type)?.forEach((listener) => {
      listener(event);
    });
  }
}

/**
 * XMLHttpRequest over the stubbed fetch: the request goes to the same replies (and shows in the fetch mock's
 * calls), its upload reports progress at half and at the whole body, then the answer loads.
 */
class FakeXMLHttpRequest extends FakeEventTarget {
  readonly upload = new FakeEventTarget();
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private responseHeaders = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  abort() {
    this.aborted = true;
    this.dispatch('abort');
  }

  send(body: string | null) {
    const total = body?.length ?? 0;
    const progress = (loaded: number) => {
      this.upload.dispatch('progress', { lengthComputable: true, loaded, total });
    };
    const init: RequestInit = {
      method: this.method,
      headers: this.headers,
      credentials: this.withCredentials ? 'include' : 'same-origin',
      ...(body === null ? {} : { body }),
    };
    progress(Math.floor(total / 2));
    void fetch(this.url, init).then(
      async (response) => {
        progress(total);
        const text = await response.text();
        if (this.aborted) return;
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseText = text;
        this.responseHeaders = response.headers;
        this.dispatch('load');
      },
      () => {
        if (!this.aborted) this.dispatch('error');
      },
    );
  }
}

/**
 * Replaces fetch (and XMLHttpRequest, which uses the same replies) with answers by 'METHOD /path';
 * anything else fails like an unreachable host.
 */
export const stubFetch = (replies: Record<string, Reply>) => {
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const reply = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    return reply
      ? Promise.resolve(reply({ url, init }))
      : Promise.reject(new TypeError(`Failed to fetch ${url.href}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return fetchMock;
};

interface FakeSessionOptions {
  loggedIn?: boolean;
  appType?: string;
  /** The answer of the roles call, or 'fail' for a server error. */
  roles?: readonly Role[] | 'fail';
  /** Replaces the good-credentials answer of the login call. */
  login?: Reply;
}

/** The id of the person logged in through `stubSession`: the status names them. */
export const TEST_PERSON_ID = 7;

export const serverError = () =>
  json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Failure' });

/**
 * The session calls of spec §7 against one user; a login succeeds unless `login` says otherwise. `replies`
 * adds the answers of other calls, and may replace the bell's unread count (none unread).
 */
export const stubSession = (
  { loggedIn = false, appType = REQUEST_APP, roles = ['owner'], login }: FakeSessionOptions = {},
  replies: Record<string, Reply> = {},
) => {
  let session = loggedIn;
  return stubFetch({
    'GET /api/app/notifications/unread': () => json(200, { unread: 0 }),
    ...replies,
    'GET /api/app/status': () =>
      session ? json(200, { status: '200', user: TEST_PERSON_ID }) : json(401, { status: '401' }),
    'POST /api/app/login':
      login ??
      (() => {
        session = true;
        return json(
          200,
          { status: '200', user: TEST_PERSON_ID },
          { url: `${window.location.origin}/api/app/status` },
        );
      }),
    'GET /api/app/logout': () => {
      session = false;
      return json(200, { status: '401' });
    },
    'GET /api/app/info/app-type': () => json(200, { appType }),
    'GET /api/app/info/app-roles': () => (roles === 'fail' ? serverError() : json(200, { roles })),
  });
};
