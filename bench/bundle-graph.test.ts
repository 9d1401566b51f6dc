import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chunkSizes, entryScripts, staticClosure, staticImports } from './bundle-graph';

const html = `<!doctype html><html><head>
<script type="module" crossorigin src="/app/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/app/assets/shared-b.js">
<link rel="stylesheet" crossorigin href="/app/assets/index-a.css">
<link rel="manifest" href="/app/manifest.webmanifest"></head><body></body></html>`;

/** A tiny build: the entry imports two chunks statically and one screen lazily; chunks share a module. */
const build: Record<string, string> = {
  'index.html': html,
  'assets/index-a.js':
    'import{t as e}from"./shared-b.js";import"./side-c.js";const s=()=>import(`./screen-d.js`);e(s);',
  'assets/shared-b.js': 'import{r}from"./runtime-e.js";export const t=r;',
  'assets/side-c.js': 'export*from"./runtime-e.js";',
  'assets/runtime-e.js': 'export const r=(x)=>x;',
  'assets/screen-d.js': 'import{t}from"./shared-b.js";import"./screen-only-f.js";',
  'assets/screen-only-f.js': 'export const f=1;',
};
const read = (path: string): string => {
  const code = build[path];
  if (code === undefined) throw new Error(`no file ${path}`);
  return code;
};

describe('entryScripts', () => {
  it('takes the module scripts and modulepreload links, as paths inside the build', () => {
    expect(entryScripts(html, '/app/')).toEqual(['assets/index-a.js', 'assets/shared-b.js']);
  });
});

describe('staticImports', () => {
  it('finds static imports and re-exports, not dynamic imports', () => {
    expect(staticImports(read('assets/index-a.js'))).toEqual(['./shared-b.js', './side-c.js']);
    expect(staticImports(read('assets/side-c.js'))).toEqual(['./runtime-e.js']);
    expect(staticImports('const a=import("./lazy.js");import(`./lazy2.js`)')).toEqual([]);
  });
});

describe('staticClosure', () => {
  it('walks the static imports once each and leaves lazily imported chunks out', () => {
    expect(staticClosure(entryScripts(html, '/app/'), read)).toEqual([
      'assets/index-a.js',
      'assets/shared-b.js',
      'assets/runtime-e.js',
      'assets/side-c.js',
    ]);
  });

  it('resolves parent folders', () => {
    const files: Record<string, string> = { 'a/x.js': 'import"../b/y.js"', 'b/y.js': '' };
    expect(staticClosure(['a/x.js'], (path) => files[path] ?? '')).toEqual(['a/x.js', 'b/y.js']);
  });
});

describe('chunkSizes', () => {
  it('measures each file raw and gzipped at level 9, largest first', () => {
    const files = ['assets/runtime-e.js', 'assets/index-a.js'];
    const sizes = chunkSizes(files, read);
    expect(sizes.map((size) => size.file)).toEqual(['assets/index-a.js', 'assets/runtime-e.js']);
    expect(sizes[1]).toEqual({
      file: 'assets/runtime-e.js',
      bytes: Buffer.byteLength(read('assets/runtime-e.js')),
      gzipBytes: gzipSync(read('assets/runtime-e.js'), { level: 9 }).length,
    });
  });
});
