import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REAL_IFC_MODELS, realIfcPath } from '../../test/real-ifc';
import { isCompleteIfc, readIfcSchema } from './ifc-header';

const header = (schema: string) =>
  Buffer.from(
    `ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');\nFILE_SCHEMA(('${schema}'));\nENDSEC;\n`,
  );

describe('readIfcSchema', () => {
  it.each(['IFC2X3', 'IFC4', 'IFC4X3_ADD2'])('reads the schema %s', (schema) => {
    expect(readIfcSchema(header(schema))).toEqual({ schema });
  });

  it.each(REAL_IFC_MODELS)('reads the real export $name', ({ name, schema }) => {
    expect(readIfcSchema(readFileSync(realIfcPath(name)).subarray(0, 65536))).toEqual({ schema });
  });

  it('refuses what is no IFC file', () => {
    expect(readIfcSchema(Buffer.from('%PDF-1.7'))).toEqual({
      error: 'The file is not an IFC model (ISO-10303-21)',
    });
    expect(readIfcSchema(Buffer.from('ISO-10303-21;\nHEADER;\nENDSEC;'))).toEqual({
      error: 'The IFC file names no schema in its header',
    });
    expect(readIfcSchema(header('AP214'))).toEqual({
      error: 'The IFC schema AP214 is not supported (IFC2X3 and IFC4 are)',
    });
  });
});

describe('isCompleteIfc', () => {
  it('sees the end of a complete file', () => {
    expect(isCompleteIfc(Buffer.from('ENDSEC;\nEND-ISO-10303-21;\n'))).toBe(true);
    expect(isCompleteIfc(readFileSync(realIfcPath('duplex.ifc')).subarray(-256))).toBe(true);
  });

  it('sees a file cut short', () => {
    expect(isCompleteIfc(Buffer.from('#12=IFCWALL('))).toBe(false);
    expect(isCompleteIfc(Buffer.from('END-ISO-10303-21;\n#13=IFCWALL('))).toBe(false);
  });
});
