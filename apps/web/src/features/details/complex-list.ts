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
