import { sessionCalls } from '@vve/contract/calls/session';
import { defineCall } from '@vve/contract/define-call';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, stubFetch } from '../test/fake-api';
import { apiCall } from './api-client';
import { ApiError } from './api-error';

const saveCall = defineCall({
  method: 'POST',
  path: '/api/things/:id',
  params: z.object({ id: z.number() }),
  query: z.object({ draft: z.string().optional() }),
  body: z.object({ name: z.string() }),
  response: z.object({ id: z.number() }),
});

describe('api client', () => {
  it('sends cross-origin with credentials to the API host and parses the answer', async () => {
    const fetchMock = stubFetch({ 'GET /api/app/status': () => json(200, { status: '200', extra: 1 }) });
    await expect(apiCall(sessionCalls.status)).resolves.toEqual({ status: '200' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/app/status`);
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', mode: 'cors', redirect: 'follow' });
  });

  it('fills params and query and sends a JSON body', async () => {
    const fetchMock = stubFetch({ 'POST /api/things/7': () => json(200, { id: 7 }) });
    await expect(
      apiCall(saveCall, { params: { id: 7 }, query: { draft: 'yes' }, body: { name: 'Roof' } }),
    ).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/things/7?draft=yes`);
    expect(init?.body).toBe('{"name":"Roof"}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('throws an ApiError with the status, the message and Retry-After', async () => {
    stubFetch({
      'GET /api/app/status': () =>
        json(
          429,
          { statusCode: 429, error: 'Too Many Requests', message: 'Slow down' },
          { headers: { 'Retry-After': '30' } },
        ),
    });
    await expect(apiCall(sessionCalls.status)).rejects.toEqual(
      expect.objectContaining({ name: 'ApiError', status: 429, message: 'Slow down', retryAfterSeconds: 30 }),
    );
  });

  it('throws an ApiError for an answer without a body', async () => {
    stubFetch({ 'GET /api/app/status': () => new Response(null, { status: 404, statusText: 'Not Found' }) });
    const error: unknown = await apiCall(sessionCalls.status).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Not Found', retryAfterSeconds: undefined });
  });

  it('rejects an answer that does not match the call', async () => {
    stubFetch({ 'GET /api/app/status': () => json(200, { state: 'fine' }) });
    await expect(apiCall(sessionCalls.status)).rejects.toThrow();
  });
});
