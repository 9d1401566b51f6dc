import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the built web app under /app/ and the 3D viewer pages', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'vve-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>VvE Portaal</title>');
    writeFileSync(path.join(dist, 'viewer.html'), '<!doctype html><title>3D</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
    t = await createTestApp('embedded', { config: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html at /app/ and for the app routes, revalidated every time', async () => {
    for (const url of ['/app/', '/app/details', '/app/vve/12?title=Het%20Anker']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>VvE Portaal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the pages that links with a token land on with a referrer policy that leaves the token out', async () => {
    for (const url of ['/app/password?token=geheim', '/app/unsubscribe?token=geheim']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['referrer-policy'], url).toBe('strict-origin');
    }
    expect((await t.app.inject({ method: 'GET', url: '/app/details' })).headers['referrer-policy']).toBe(
      'same-origin',
    );
  });

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/app/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const worker = await t.app.inject({ method: 'GET', url: '/app/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404 and a JSON message, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/app/assets/missing.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('/app/assets/missing.js');
  });

  it('redirects / and /app to /app/', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).headers.location).toBe('/app/');
    expect((await t.app.inject({ method: 'GET', url: '/app' })).headers.location).toBe('/app/');
  });

  it.each([
    '/vve/3/project/7/?viewpointId=2f6a1c3e-8b4d-4e7a-9c51-0d3b7e2a6f10',
    '/vve/3/project/7/?fromApp=true',
    '/extern/leverancier/current/request/12/viewer/',
  ])('answers the viewer page at %s, revalidated every time, under the CSP', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>3D</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers other paths outside /app/ with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/vve/3/project/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});
