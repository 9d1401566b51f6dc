/**
 * What large photos cost everyone else, measured in one run: the latency of an unrelated call (a resident's
 * properties) alone, and again while 8 phone-sized photos (just under the pixel bound) upload at once, over
 * and over. The server decodes one image at a time (apps/server/src/lib/images/images.ts), so the
 * unrelated call should keep most of its speed. Run: `npm run bench:image-load`.
 */
import sharp from 'sharp';
import { openDatabase } from '../apps/server/src/db/database';
import { MAX_PHOTO_PIXELS } from '@vve/contract/constants';
import { DURATION_S, latencyHeader, latencyRow, startBenchServer } from './bench-server';

const PARALLEL_UPLOADS = 8;
const CONNECTIONS = 10;
const UNRELATED_PATH = '/api/app/details';

const database = await openDatabase({ url: process.env.DATABASE_URL });
await database.migrate();
const server = await startBenchServer(database.db);
const { cookie } = await server.newOwner();

// A square photo just under the bound, as a phone's JPEG (little detail, so that it is small on the wire).
const side = Math.floor(Math.sqrt(MAX_PHOTO_PIXELS)) - 8;
const photo = (
  await sharp({ create: { width: side, height: side, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer()
).toString('base64');

const uploadOnce = async (): Promise<number> => {
  const start = performance.now();
  const response = await fetch(`${server.base}/api/app/reports/image`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'text/plain' },
    body: photo,
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
  return performance.now() - start;
};

/** Keeps `PARALLEL_UPLOADS` uploads going until told to stop; answers each upload's time. */
const keepUploading = (stop: { now: boolean }) =>
  Promise.all(
    Array.from({ length: PARALLEL_UPLOADS }, async () => {
      const times: number[] = [];
      while (!stop.now) times.push(await uploadOnce());
      return times;
    }),
  ).then((lanes) => lanes.flat().sort((a, b) => a - b));

let peakRss = 0;
const rssSampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 50);

const alone = await server.measure(UNRELATED_PATH, CONNECTIONS, cookie);
const rssAlone = peakRss;
const stop = { now: false };
const uploading = keepUploading(stop);
const withPhotos = await server.measure(UNRELATED_PATH, CONNECTIONS, cookie);
stop.now = true;
const uploadTimes = await uploading;
clearInterval(rssSampler);

console.log(
  `${side}×${side} px JPEG (${(photo.length / 1024).toFixed(0)} KB as base64); ${DURATION_S} s per row\n`,
);
console.log(latencyHeader('GET /api/app/details, 10 connections'));
console.log(latencyRow('alone', alone));
console.log(latencyRow(`while ${PARALLEL_UPLOADS} photos upload at once`, withPhotos));
console.log(`\np99 with photos / p99 alone: ${(withPhotos.p99 / alone.p99).toFixed(2)}`);
console.log(
  `photos stored: ${uploadTimes.length}, each in ${(uploadTimes[Math.floor(uploadTimes.length / 2)] ?? 0).toFixed(0)} ms (median, queue included)`,
);
console.log(
  `peak memory of the process: ${(rssAlone / 2 ** 20).toFixed(0)} MB alone, ${(peakRss / 2 ** 20).toFixed(0)} MB with photos`,
);

await server.close();
await database.close();
