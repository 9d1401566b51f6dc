import type { SupplierChoice, WorkOrderChoices } from '@vve/contract/calls/office';
import { contractDisplayStatus } from '@vve/contract/rules/contract-status';
import { KNOWN_PRIORITIES, KNOWN_REPAIR_TYPES } from '@vve/contract/rules/known-values';
import type { findNamesInUse, findSupplierChoices } from '../queries/work-order-choices';

type SupplierRow = Awaited<ReturnType<typeof findSupplierChoices>>[number];
type NamesInUse = Awaited<ReturnType<typeof findNamesInUse>>;

const byName = (a: string, b: string) => a.localeCompare(b, 'nl', { sensitivity: 'base' });

/** The defaults in their order, then the other names in use by name; a name differing only in case once. */
const withDefaults = (defaults: readonly string[], inUse: readonly string[]): string[] => {
  const known = new Set(defaults.map((name) => name.toLowerCase()));
  const others = new Map<string, string>();
  for (const name of inUse.map((used) => used.trim())) {
    const key = name.toLowerCase();
    if (name !== '' && !known.has(key) && !others.has(key)) others.set(key, name);
  }
  return [...defaults, ...[...others.values()].sort(byName)];
};

/**
 * A supplier's contract is active by the rule the supplier-app shows (spec §4): its `actief` contracts with
 * no end date, or with the latest end date, decide.
 */
const presentSupplierChoice = (row: SupplierRow, now: Date): SupplierChoice => ({
  id: row.id,
  naam: row.naam,
  hasActiveContract:
    row.openEnded !== null &&
    contractDisplayStatus(
      { actief: true, beginDatum: null, eindDatum: row.openEnded ? null : row.latestEnd },
      now,
    ) === 'ACTIVE',
});

/** What a new work order is chosen from: suppliers with an active contract first (each part by name). */
export const presentWorkOrderChoices = (
  suppliers: readonly SupplierRow[],
  names: NamesInUse,
  now: Date,
): WorkOrderChoices => {
  const choices = suppliers.map((row) => presentSupplierChoice(row, now));
  return {
    suppliers: [
      ...choices.filter((choice) => choice.hasActiveContract),
      ...choices.filter((choice) => !choice.hasActiveContract),
    ],
    priorities: withDefaults(KNOWN_PRIORITIES, names.priorities),
    repairTypes: withDefaults([], [...KNOWN_REPAIR_TYPES, ...names.repairTypes]),
  };
};
