import type { Aspect } from '@vve/contract/calls/aspects';

/** An aspect's row as queries select it (`aspectColumns`): its own, its type's and its complex's columns. */
export interface AspectRow {
  id: number;
  name: string | null;
  typeName: string;
  typeDescription: string | null;
  typeIcon: string | null;
  complexName: string;
  complexAdres: string;
  complexPlaats: string;
}

/** A building aspect as inspections and tasks show it (spec §3). */
export const presentAspect = (row: AspectRow): Aspect => ({
  id: row.id,
  name: row.name,
  aspectType: { name: row.typeName, description: row.typeDescription, icon: row.typeIcon },
  complexAddress: `${row.complexAdres}, ${row.complexPlaats}`,
  complexName: row.complexName,
});
