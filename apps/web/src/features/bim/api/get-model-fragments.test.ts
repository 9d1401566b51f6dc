import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fake-api';
import { getModelFragments, type DownloadProgress } from './get-model-fragments';

const bytes = new Uint8Array(Array.from({ length: 300 }, (_, index) => index % 256));

/** An answer that arrives in three parts. */
const inParts = (headers: Record<string, string>) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let start = 0; start < bytes.length; start += 100)
          controller.enqueue(bytes.slice(start, start + 100));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'application/octet-stream', ...headers } },
  );

describe('getModelFragments', () => {
  it('reports the download as it arrives, against the Content-Length', async () => {
    stubFetch({ 'GET /api/app/bim/models/3/fragments': () => inParts({ 'content-length': '300' }) });
    const progress: DownloadProgress[] = [];
    const answer = await getModelFragments(3, (step) => progress.push(step));
    expect(answer).toEqual(bytes);
    expect(progress.at(-1)).toEqual({ loaded: 300, total: 300 });
    expect(progress.map((step) => step.loaded)).toEqual([0, 100, 200, 300]);
  });

  it('reports no total when the server does not say', async () => {
    stubFetch({ 'GET /api/app/bim/models/3/fragments': () => inParts({}) });
    const progress: DownloadProgress[] = [];
    await getModelFragments(3, (step) => progress.push(step));
    expect(progress.at(-1)).toEqual({ loaded: 300, total: null });
  });
});
