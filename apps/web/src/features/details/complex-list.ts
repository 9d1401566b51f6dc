import type { DetailsAnswer } from '@vve/contract/calls/details';

export interface ComplexSummary {
  id: number;
  name: string;
}

/** The user's complexes from the details answer's map, sorted by name in the given language. */
export const complexList = (vves: DetailsAnswer['vves'], language: string): ComplexSummary[] =>
  Object.entries(vves)
    .map(([id, name]) => ({ id: Number(id), name }))
    .sort((a, b) => a.name.localeCompare(b.name, language, { sensitivity: 'base' }) || a.id - b.id);

/** The id of a complex known by name only (a report's `vve` is `{naam}`); undefined when not the user's. */
export const complexIdByName = (vves: DetailsAnswer['vves'], name: string): number | undefined => {
  const entry = Object.entries(vves).find(([, complexName]) => complexName === name);
  return entry ? Number(entry[0]) : undefined;
};
