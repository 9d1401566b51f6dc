import { sessionCalls } from '@vve/contract/calls/session';
import { defineCall } from '@vve/contract/define-call';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, stubFetch } from '../test/fake-api';
import { apiCall, apiCallWithUploadProgress, type UploadProgress } from './api-client';
import { ApiError } from './api-error';

const textCall = defineCall({
  method: 'POST',
  path: '/api/text',
  body: z.string(),
  bodyType: 'text',
  response: z.object({ length: z.number() }),
});

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

  it('sends a text body as text/plain', async () => {
    const fetchMock = stubFetch({ 'POST /api/text': () => json(200, { length: 4 }) });
    await expect(apiCall(textCall, { body: 'iVBO' })).resolves.toEqual({ length: 4 });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe('iVBO');
    expect(init?.headers).toMatchObject({ 'content-type': 'text/plain' });
  });

  it('sends a multipart body as FormData and lets the browser set its content type', async () => {
    const uploadCall = defineCall({
      method: 'POST',
      path: '/up',
      bodyType: 'multipart',
      response: z.array(z.number()),
    });
    const fetchMock = stubFetch({ 'POST /up': () => json(200, [1]) });
    const body = new FormData();
    body.append('files', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(apiCall(uploadCall, { body })).resolves.toEqual([1]);
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(body);
    expect(init?.headers).not.toHaveProperty('content-type');
  });
});

describe('api client with upload progress', () => {
  it('sends with credentials and reports the progress, then parses the answer', async () => {
    const fetchMock = stubFetch({ 'POST /api/text': () => json(200, { length: 8, extra: true }) });
    const progress: UploadProgress[] = [];
    await expect(
      apiCallWithUploadProgress(
        textCall,
        { body: 'iVBORw==' },
        { onProgress: (step) => progress.push(step) },
      ),
    ).resolves.toEqual({ length: 8 });
    expect(progress).toEqual([
      { loaded: 4, total: 8 },
      { loaded: 8, total: 8 },
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${window.location.origin}/api/text`);
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: 'iVBORw==',
      headers: { accept: 'application/json', 'content-type': 'text/plain' },
    });
  });

  it('throws an ApiError with the message of the answer', async () => {
    stubFetch({
      'POST /api/text': () =>
        json(413, { statusCode: 413, error: 'Payload Too Large', message: 'The image is larger than 10 MB' }),
    });
    const error: unknown = await apiCallWithUploadProgress(textCall, { body: 'x' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'The image is larger than 10 MB' });
  });

  it('fails like fetch when the host cannot be reached', async () => {
    stubFetch({});
    await expect(apiCallWithUploadProgress(textCall, { body: 'x' })).rejects.toBeInstanceOf(TypeError);
  });

  it('stops when aborted', async () => {
    stubFetch({ 'POST /api/text': () => new Promise<Response>(() => undefined) });
    const controller = new AbortController();
    const sent = apiCallWithUploadProgress(textCall, { body: 'x' }, { signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects an answer that does not match the call', async () => {
    stubFetch({ 'POST /api/text': () => json(200, { size: 1 }) });
    await expect(apiCallWithUploadProgress(textCall, { body: 'x' })).rejects.toThrow();
  });
});
