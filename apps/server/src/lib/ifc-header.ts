/** The IFC schemas the converter reads. */
const SCHEMAS = ['IFC2X3', 'IFC4', 'IFC4X1', 'IFC4X2', 'IFC4X3'] as const;

/** How much of a file's start holds its STEP header; real exporters stay far below this. */
export const IFC_HEADER_BYTES = 64 * 1024;

const FILE_SCHEMA = /FILE_SCHEMA\s*\(\s*\(\s*'([A-Z0-9_]+)'/i;

/**
 * The IFC schema named in the header of an IFC-SPF file (ISO 10303-21), e.g. `IFC4`, or an
 * explanation of why the bytes are no IFC model the converter can read.
 */
export const readIfcSchema = (head: Buffer): { schema: string } | { error: string } => {
  const text = head
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart();
  if (!text.startsWith('ISO-10303-21;')) return { error: 'The file is not an IFC model (ISO-10303-21)' };
  const named = FILE_SCHEMA.exec(text)?.[1]?.toUpperCase();
  if (!named) return { error: 'The IFC file names no schema in its header' };
  const schema = SCHEMAS.find((known) => named === known || named.startsWith(`${known}_`));
  if (!schema) return { error: `The IFC schema ${named} is not supported (IFC2X3 and IFC4 are)` };
  return { schema: named };
};

/** How much of a file's end is read to see that it is complete. */
export const IFC_TRAILER_BYTES = 256;

/** Whether an IFC-SPF file ends as the standard requires; an upload cut short does not. */
export const isCompleteIfc = (tail: Buffer): boolean => /END-ISO-10303-21;\s*$/.test(tail.toString('latin1'));
