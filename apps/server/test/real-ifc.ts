import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The real IFC exports shared beside the repository (never committed): `../shared/ifc/`. */
export const REAL_IFC_DIR =
  process.env.IFC_DIR ?? path.resolve(fileURLToPath(new URL('../../../../shared/ifc', import.meta.url)));

/** The real models, each with the schema its header names. */
export const REAL_IFC_MODELS = [
  { name: 'duplex.ifc', schema: 'IFC2X3' },
  { name: 'AC20-FZK-Haus.ifc', schema: 'IFC4' },
  { name: 'IfcOpenHouse_IFC4.ifc', schema: 'IFC4' },
] as const;

export const realIfcPath = (name: string): string => path.join(REAL_IFC_DIR, name);
