/**
 * The priorities and repair types the product knows, by their codes: the Dutch names work orders store and the
 * API answers. The apps show each in the reader's language; a name an administrator made up shows as it is.
 */
export const KNOWN_PRIORITIES = ['Laag', 'Normaal', 'Hoog', 'Spoed'] as const;
export type KnownPriority = (typeof KNOWN_PRIORITIES)[number];

export const KNOWN_REPAIR_TYPES = [
  'Herstel',
  'Lekkage',
  'Onderhoud',
  'Ontstopping',
  'Storing',
  'Vervanging',
] as const;
export type KnownRepairType = (typeof KNOWN_REPAIR_TYPES)[number];
