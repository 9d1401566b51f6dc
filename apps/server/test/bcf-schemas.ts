import { readdirSync, readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';
import type { BcfVersion } from '@vve/contract/calls/bcf';

const SCHEMAS = new URL('./fixtures/bcf-xsd/', import.meta.url);

/** Every XSD of a version, named `<version>/<file>` so that the schemas' includes find one another. */
const schemaSet = (version: BcfVersion): XMLFileInfo[] =>
  readdirSync(new URL(`${version}/`, SCHEMAS))
    .filter((file) => file.endsWith('.xsd'))
    .map((file) => ({
      fileName: `${version}/${file}`,
      contents: readFileSync(new URL(`${version}/${file}`, SCHEMAS), 'utf8'),
    }));

/** The schema an entry of a BCF file is written by. */
const schemaOf = (entry: string): string | undefined => {
  if (entry === 'bcf.version') return 'version';
  if (entry === 'extensions.xml') return 'extensions';
  if (entry.endsWith('.bcf')) return 'markup';
  if (entry.endsWith('.bcfv')) return 'visinfo';
  return undefined;
};

/**
 * Validates every XML entry of a BCF file against buildingSMART's official XSDs of its version (with libxml2's
 * validator, xmllint-wasm): answers each error as `entry:line: message`, none when the file is valid.
 */
export const bcfSchemaErrors = async (bcf: Uint8Array, version: BcfVersion): Promise<string[]> => {
  const schemas = schemaSet(version);
  const bySchema = new Map<string, XMLFileInfo[]>();
  for (const [entry, bytes] of Object.entries(unzipSync(bcf))) {
    const schema = schemaOf(entry);
    if (schema === undefined) continue;
    const documents = bySchema.get(schema) ?? [];
    documents.push({ fileName: entry, contents: strFromU8(bytes) });
    bySchema.set(schema, documents);
  }
  const errors: string[] = [];
  for (const [schema, documents] of bySchema) {
    const main = schemas.find((file) => file.fileName === `${version}/${schema}.xsd`);
    if (!main) throw new Error(`No schema ${schema} in BCF ${version}`);
    const result = await validateXML({
      xml: documents,
      schema: [main],
      preload: schemas.filter((file) => file !== main),
    });
    for (const error of result.errors) {
      if (error.loc) errors.push(`${error.loc.fileName}:${String(error.loc.lineNumber)}: ${error.message}`);
    }
  }
  return errors;
};
