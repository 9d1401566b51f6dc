import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's modules that turn schemas into JSON Schema: the browser never does that. */
const JSON_SCHEMA_MODULES = /\/zod\/v4\/core\/(json-schema-processors|to-json-schema)\.js$/;
const STUB_PREFIX = '\0zod-json-schema-stub:';

/** The names a module exports (`export const|function name`, `export { a as b }`). */
const exportedNames = (code: string): string[] => [
  ...[...code.matchAll(/^export (?:const|function|let) (\w+)/gm)].map((match) => match[1] ?? ''),
  ...[...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap((match) =>
    (match[1] ?? '').split(',').map((part) => part.split(' as ').pop()?.trim() ?? ''),
  ),
];

/**
 * Leaves zod's JSON Schema generation out of the browser's build (about 18 KB of the first load, a tenth of
 * its budget): every schema refers to it for `toJSONSchema()`, which only tooling calls, so the bundler
 * cannot drop it. The build gets each of its functions as one that throws, should any code ever call it.
 */
export const zodWithoutJsonSchema = (): Plugin => ({
  name: 'vve-zod-without-json-schema',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer?.includes('/node_modules/zod/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && JSON_SCHEMA_MODULES.test(resolved.id) ? STUB_PREFIX + resolved.id : null;
  },
  load(id) {
    if (!id.startsWith(STUB_PREFIX)) return null;
    const names = exportedNames(readFileSync(id.slice(STUB_PREFIX.length), 'utf8'));
    const unavailable = `() => { throw new Error('JSON Schema is not built into the web app'); }`;
    return names.map((name) => `export const ${name} = ${unavailable};`).join('\n');
  },
});
