import { REQUEST_APP, type Role } from '@vve/contract/enums';
import { vi } from 'vitest';

type Reply = () => Response | Promise<Response>;

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

/** Replaces fetch with answers by 'METHOD /path'; anything else fails like an unreachable host. */
export const stubFetch = (replies: Record<string, Reply>) => {
  const fetchMock = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const reply = replies[`${init?.method ?? 'GET'} ${url.pathname}`];
    return reply ? Promise.resolve(reply()) : Promise.reject(new TypeError(`Failed to fetch ${url.href}`));
  });
  vi.stubGlobal('fetch', fetchMock);
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

const serverError = () => json(500, { statusCode: 500, error: 'Internal Server Error', message: 'Failure' });

/** The session calls of spec §7 against one user; a login succeeds unless `login` says otherwise. */
export const stubSession = ({
  loggedIn = false,
  appType = REQUEST_APP,
  roles = ['owner'],
  login,
}: FakeSessionOptions = {}) => {
  let session = loggedIn;
  return stubFetch({
    'GET /api/app/status': () => (session ? json(200, { status: '200' }) : json(401, { status: '401' })),
    'POST /api/app/login':
      login ??
      (() => {
        session = true;
        return json(200, { status: '200' }, { url: `${window.location.origin}/api/app/status` });
      }),
    'GET /api/app/logout': () => {
      session = false;
      return json(200, { status: '401' });
    },
    'GET /api/app/info/app-type': () => json(200, { appType }),
    'GET /api/app/info/app-roles': () => (roles === 'fail' ? serverError() : json(200, { roles })),
  });
};
