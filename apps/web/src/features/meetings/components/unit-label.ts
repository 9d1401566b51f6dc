import type { TFunction } from '../../../lib/i18n/i18n';

/** A unit as the meeting names it: its address, index number and votes ('Kade 1 (U1, 2 votes)'). */
export const unitLabel = (unit: { adres: string; indexNr: string; votes: number }, t: TFunction) =>
  t('{{address}} ({{index}}, {{count}} votes)', {
    address: unit.adres,
    index: unit.indexNr,
    count: unit.votes,
  });
