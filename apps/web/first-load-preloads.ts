import type { Plugin } from 'vite';

/**
 * What a lazy screen preloads, less what the page has loaded already. Vite lists every dependency of a lazy import
 * in the entry's preload map, also the chunks the entry imports itself, which are always there before any lazy
 * import runs: about a fifth of the map's 160 names, some 0.25 KB of the first load, for requests that would only
 * meet the cache. This plugin learns the entry's static import closure as the bundle is written (its
 * `generateBundle` runs before Vite's import analysis fills the preload map) and `resolveDependencies` leaves those
 * chunks out for a lazy import in any chunk the entry reaches; the viewer's page, which loads no such chunk, keeps
 * its lists whole.
 */
export const firstLoadPreloads = (entry: string) => {
  const loaded = new Set<string>();
  const reached = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunkOf = (file: string) => {
        const output = bundle[file];
        return output?.type === 'chunk' ? output : undefined;
      };
      const visit = (file: string, into: Set<string>, dynamic: boolean) => {
        if (into.has(file)) return;
        into.add(file);
        const chunk = chunkOf(file);
        for (const next of [...(chunk?.imports ?? []), ...(dynamic ? (chunk?.dynamicImports ?? []) : [])]) {
          visit(next, into, dynamic);
        }
      };
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry && output.name === entry) {
          visit(output.fileName, loaded, false);
          visit(output.fileName, reached, true);
        }
      }
    },
  };
  const resolveDependencies = (
    _file: string,
    deps: string[],
    context: { hostId: string; hostType: string },
  ) =>
    context.hostType === 'js' && reached.has(context.hostId) ? deps.filter((dep) => !loaded.has(dep)) : deps;
  return { plugin, resolveDependencies };
};
