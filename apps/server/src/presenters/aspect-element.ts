import type { AspectElement } from '@vve/contract/calls/aspects';
import type { ElementUnit, RegisterElement } from '@vve/contract/calls/office-planning';
import type { aspectElements } from '../db/schema/inspections';

type ElementRow = typeof aspectElements.$inferSelect;

/** One element of an aspect, at its location (spec §3). */
export const presentAspectElement = (row: ElementRow): AspectElement => ({
  id: row.id,
  label: row.label,
  location: row.location,
  elementCode: { fullCode: row.codeFull, name: row.codeName },
});

/** An element as the register shows it: the spec's element, and its NL-SfB code, quantity, life, value and model elements. */
export const presentRegisterElement = (row: ElementRow): RegisterElement => ({
  ...presentAspectElement(row),
  nlsfbCode: row.nlsfbCode,
  material: row.material,
  quantity: row.quantity,
  // The database holds only the contract's units (a check constraint).
  unit: row.unit as ElementUnit | null,
  installedYear: row.installedYear,
  expectedLife: row.expectedLife,
  replacementValue: row.replacementValue,
  globalIds: row.globalIds,
});
