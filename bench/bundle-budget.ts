/**
 * The web budget (issue 7): the JavaScript that the login overlay and both homes need on first load, gzipped
 * (zlib level 9), at most 170 KB. That is the entry module of the built index.html with everything it imports
 * statically (the homes are imported statically by the route files; other screens and the 3D viewer load
 * lazily and are left out). Run after `npm run build -w @vve/web`: `npm run test:budget`.
 * Exits with 1 over budget. WEB_DIST points at another build folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chunkSizes, entryScripts, staticClosure } from './bundle-graph';

const BUDGET_BYTES = 170 * 1024;
const BASE = '/app/';

const dist = resolve(process.env.WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist'));
const indexHtml = join(dist, 'index.html');
if (!existsSync(indexHtml)) {
  console.error(`No build at ${dist}: run \`npm run build -w @vve/web\` first.`);
  process.exit(1);
}

const read = (path: string) => readFileSync(join(dist, path), 'utf8');
const roots = entryScripts(read('index.html'), BASE);
const chunks = chunkSizes(staticClosure(roots, read), read);
const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('First-load JavaScript (entry and its static imports), gzip level 9:');
for (const chunk of chunks) {
  console.log(`  ${kb(chunk.gzipBytes).padStart(9)}  ${kb(chunk.bytes).padStart(9)} raw  ${chunk.file}`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `Total: ${kb(total)} gzipped in ${chunks.length} files, ${verdict} the budget of ${kb(BUDGET_BYTES)}.`,
);
if (total > BUDGET_BYTES) process.exit(1);
