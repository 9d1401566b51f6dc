import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Files this small gain nothing from compression. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
};

/**
 * Writes a `.br` and a `.gz` copy next to every text file of the build, once, at maximum
 * compression; the API host sends them to browsers that accept them (fastify-static `preCompressed`).
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'vve-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        for (const file of await filesUnder(outDir)) {
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) continue;
          await writeFile(
            `${file}.br`,
            await brotli(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
            }),
          );
          await writeFile(`${file}.gz`, await gzipAsync(bytes, { level: 9 }));
        }
      },
    },
  };
};
