import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { IfcImporter } from '@thatopen/fragments';

/** The folder of web-ifc's Node WASM, which the importer loads from disk (never from a CDN). */
const webIfcWasmDir = (): string =>
  `${path.dirname(createRequire(import.meta.url).resolve('web-ifc/web-ifc-node.wasm'))}/`;

export interface ConversionStats {
  fragmentsBytes: number;
  milliseconds: number;
  /** The peak resident memory of the converting process. */
  maxRssBytes: number;
}

/** Converts an IFC file into That Open fragments, written to `outputPath`. Runs in its own process. */
export const convertIfcFile = async (inputPath: string, outputPath: string): Promise<ConversionStats> => {
  const started = performance.now();
  const importer = new IfcImporter();
  importer.wasm = { absolute: true, path: webIfcWasmDir() };
  const ifc = await readFile(inputPath);
  // Every IFC model has exactly one project; without it there is no spatial structure to show.
  if (!ifc.includes('IFCPROJECT(')) throw new Error('The file holds no IfcProject');
  const fragments = await importer.process({ bytes: new Uint8Array(ifc) });
  if (fragments.length === 0) throw new Error('The converter produced an empty model');
  await writeFile(outputPath, fragments);
  return {
    fragmentsBytes: fragments.length,
    milliseconds: Math.round(performance.now() - started),
    maxRssBytes: process.resourceUsage().maxRSS * 1024,
  };
};
