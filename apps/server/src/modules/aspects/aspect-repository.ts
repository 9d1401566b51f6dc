import { eq } from 'drizzle-orm';
import type { Aspect } from '@vve/contract/calls/aspects';
import { complexes } from '../../db/schema/complexes';
import { aspectTypes, aspects } from '../../db/schema/inspections';

/** The columns an aspect is presented from; select them with `aspectTypeJoin` and `aspectComplexJoin`. */
export const aspectColumns = {
  id: aspects.id,
  typeName: aspectTypes.name,
  typeDescription: aspectTypes.description,
  typeIcon: aspectTypes.icon,
  complexName: complexes.naam,
  complexAdres: complexes.adres,
  complexPlaats: complexes.plaats,
};

export const aspectTypeJoin = eq(aspectTypes.id, aspects.aspectTypeId);
export const aspectComplexJoin = eq(complexes.id, aspects.complexId);

export const presentAspect = (row: {
  id: number;
  typeName: string;
  typeDescription: string | null;
  typeIcon: string | null;
  complexName: string;
  complexAdres: string;
  complexPlaats: string;
}): Aspect => ({
  id: row.id,
  aspectType: { name: row.typeName, description: row.typeDescription, icon: row.typeIcon },
  complexAddress: `${row.complexAdres}, ${row.complexPlaats}`,
  complexName: row.complexName,
});
