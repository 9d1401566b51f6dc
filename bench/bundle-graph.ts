import { gzipSync } from 'node:zlib';

/** One JavaScript file of the first load, with its size as served and gzipped (level 9). */
export interface ChunkSize {
  file: string;
  bytes: number;
  gzipBytes: number;
}

/** Reads a built file by its path relative to the build's root folder (e.g. `assets/index-abc.js`). */
export type ReadFile = (path: string) => string;

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** Turns a URL of the page (`/app/assets/x.js`) into a path inside the build (`assets/x.js`). */
const toBuildPath = (url: string, base: string): string => {
  const path = url.startsWith(base) ? url.slice(base.length) : url.replace(/^\.?\//, '');
  return path.split(/[?#]/)[0] ?? path;
};

/**
 * The JavaScript an HTML page loads before anything runs: its module scripts and its modulepreload links,
 * as paths inside the build. `base` is the public path the build was made for (Vite's `base`, e.g. `/app/`).
 */
export const entryScripts = (html: string, base: string): string[] => {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src !== undefined && attribute(tag, 'type') === 'module') urls.add(toBuildPath(src, base));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href !== undefined && attribute(tag, 'rel') === 'modulepreload') urls.add(toBuildPath(href, base));
  }
  return [...urls];
};

/**
 * The relative specifiers of a module's static imports and re-exports (`import{a}from"./b.js"`,
 * `import"./c.js"`, `export*from"./d.js"`). Dynamic `import(…)` loads later and is left out.
 */
export const staticImports = (code: string): string[] =>
  [
    ...code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    ),
  ].map((match) => match[1] ?? '');

const resolve = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
};

/** Every module reachable from the roots through static imports, each once, in the order first met. */
export const staticClosure = (roots: readonly string[], read: ReadFile): string[] => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(read(file))) visit(resolve(file, specifier));
  };
  roots.forEach(visit);
  return [...seen];
};

/** The sizes of the files, largest gzipped first. */
export const chunkSizes = (files: readonly string[], read: ReadFile): ChunkSize[] =>
  files
    .map((file) => {
      const code = Buffer.from(read(file));
      return { file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
