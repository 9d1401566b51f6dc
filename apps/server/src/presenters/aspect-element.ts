import type { AspectElement } from '@vve/contract/calls/aspects';
import type { aspectElements } from '../db/schema/inspections';

/** One element of an aspect, at its location (spec §3). */
export const presentAspectElement = (row: typeof aspectElements.$inferSelect): AspectElement => ({
  id: row.id,
  label: row.label,
  location: row.location,
  elementCode: { fullCode: row.codeFull, name: row.codeName },
});
