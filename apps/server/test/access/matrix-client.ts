import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import { expectedMediaType } from '../../src/plugins/content-type-guard';
import { loginAs } from '../session-client';
import { beforeAll } from 'vitest';
import { ALLOWED_ORIGIN, createTestApp, useTestApp, type TestApp } from '../test-app';
import type { DatabaseKind } from '../test-database';
import { ROLES_MATRIX, type RecordKind, type RouteRows } from './roles-matrix';
import { buildWorld, CALLERS, MISSING, SIDE_OF, type CallerName, type World } from './world';

/** Generous limits: the matrix logs in many times from one address, and uploads many files as one user. */
export const MATRIX_APP = {
  loginLimits: {
    perAccountAndAddress: 1e6,
    perAddress: 1e6,
    perAccountFromBusyAddress: 1e6,
    windowMs: 60_000,
  },
  uploadLimits: { filesPerUser: 1e6, windowMs: 60_000 },
};

/** A route as the server registered it: `METHOD url`, and its body schema if any. */
export interface RegisteredRoute {
  key: string;
  method: string;
  url: string;
  bodySchema: unknown;
  /** The media type its body must come in (see plugins/content-type-guard.ts); undefined without a body. */
  mediaType: string | undefined;
}

/** Collects the routes that the app registers; pass `onRoute` to the test app. */
export const routeCollector = () => {
  const routes: RegisteredRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify's automatic HEAD twin of every GET route runs the GET handler and sends no body;
      // the server registers no HEAD route of its own.
      if (method === 'HEAD') continue;
      const bodySchema = route.schema?.body;
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        bodySchema,
        mediaType: expectedMediaType(method, route.url, bodySchema !== undefined),
      });
    }
  };
  return { routes, onRoute };
};

export const recordsOf = (rows: RouteRows): (RecordKind | 'none')[] =>
  rows.records === 'none' ? ['none'] : ['own', 'other', 'missing'];

export const expectedStatus = (rows: RouteRows, caller: CallerName, record: RecordKind | 'none'): number => {
  const expected = rows.expect[caller];
  return typeof expected === 'number' ? expected : expected[record === 'none' ? 'own' : record];
};

export interface SendOptions {
  headers?: Record<string, string>;
  /** Replaces the row's payload (a JSON object), e.g. with extra fields. */
  payload?: (payload: object) => object;
  /** Sends the row's body as this content type instead. */
  contentType?: string;
  /** Leaves out the Origin header of the app's own web app. */
  noOrigin?: boolean;
}

/** One row of the matrix as a request: route `key` as `caller` for `record`, from the allowed origin. */
export const prepareRow = async (
  testApp: TestApp,
  world: World,
  key: string,
  caller: CallerName,
  record: RecordKind | 'none',
  options: SendOptions = {},
): Promise<InjectOptions> => {
  const rows = ROLES_MATRIX[key];
  if (!rows) throw new Error(`no rows for ${key}`);
  const [method = 'GET'] = key.split(' ');
  const own = world[SIDE_OF[caller]];
  const other = SIDE_OF[caller] === 'A' ? world.B : world.A;
  const side = record === 'other' ? other : record === 'missing' ? MISSING : own;
  const request = await rows.request({ caller, world, side, record, own, other });
  const cookies =
    caller === 'anonymous'
      ? world.cookies[caller]
      : rows.freshAccount
        ? await loginAs(testApp.app, await world.freshAccount(caller))
        : rows.endsSession
          ? await loginAs(testApp.app, world.accounts[caller])
          : world.cookies[caller];
  const isJson = request.payload !== undefined && request.contentType === undefined;
  const payload = isJson && options.payload ? options.payload(request.payload as object) : request.payload;
  const contentType = options.contentType ?? request.contentType ?? (isJson ? 'application/json' : undefined);
  return {
    method: method as 'GET',
    url: request.url,
    cookies,
    headers: {
      ...(options.noOrigin ? {} : { origin: ALLOWED_ORIGIN }),
      ...(contentType === undefined ? {} : { 'content-type': contentType }),
      ...options.headers,
    },
    ...(payload === undefined
      ? {}
      : {
          payload:
            typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
        }),
  };
};

/** Sends one row of the matrix (see prepareRow). */
export const sendRow = async (
  testApp: TestApp,
  ...row: Parameters<typeof prepareRow> extends [TestApp, ...infer Rest] ? Rest : never
): Promise<LightMyRequestResponse> => testApp.app.inject(await prepareRow(testApp, ...row));

/** The first caller (of `callers`, in their order) that the matrix lets make the call with its own record (2xx or 3xx). */
export const successfulCaller = (rows: RouteRows, callers: readonly CallerName[] = CALLERS): CallerName => {
  const caller = callers.find((name) => expectedStatus(rows, name, 'own') < 400);
  if (!caller) throw new Error('no caller may make this call');
  return caller;
};

/**
 * Boots the app and stops its 3D model converter, so that models uploaded by the matrix stay
 * queued (the matrix checks who may upload, not the conversion) and change nothing behind a test's back.
 */
export const stopModelConverter = async (testApp: TestApp): Promise<void> => {
  await testApp.app.ready();
  await testApp.app.modelConverter.stop();
};

/**
 * The app of a matrix test for the enclosing describe block: its routes collected as they are
 * registered, its model converter stopped, and the two-sided world built once.
 */
export const useMatrixWorld = (kind: DatabaseKind) => {
  const { routes, onRoute } = routeCollector();
  const testApp = useTestApp(kind, { onRoute, ...MATRIX_APP });
  let built: World | undefined;
  beforeAll(async () => {
    await stopModelConverter(testApp());
    built = await buildWorld(testApp());
  });
  const world = (): World => {
    if (!built) throw new Error('the world is not built');
    return built;
  };
  return { routes, testApp, world };
};

/** The matrix's app and world outside Vitest (bench/fuzz.ts); close the app when done. */
export const createMatrixWorld = async (kind: DatabaseKind): Promise<{ testApp: TestApp; world: World }> => {
  const testApp = await createTestApp(kind, MATRIX_APP);
  await stopModelConverter(testApp);
  return { testApp, world: await buildWorld(testApp) };
};
