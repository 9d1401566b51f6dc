/**
 * The data values the product knows, by their codes: the Dutch names the database stores and the API answers
 * (priorities and repair types of work orders, types of aspects). The apps and the server's emails show each in
 * the reader's language; a name an administrator made up shows as it is.
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

/** The types of aspect a complex is inspected by (the demo's catalogue). */
export const KNOWN_ASPECT_TYPES = ['Dakbedekking', 'Gevel', 'Kozijnen', 'Liften'] as const;
export type KnownAspectType = (typeof KNOWN_ASPECT_TYPES)[number];
