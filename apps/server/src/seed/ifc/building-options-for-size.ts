import type { BuildingOptions } from './building-types';

/**
 * File size model, fitted on generated files (1 kB to 100 MB): a fixed head, a stair core,
 * floors and gallery per storey, and per apartment (walls, 7 openings with their windows and
 * doors, space, furniture, property sets) a size that grows slowly as instance numbers and
 * coordinates get longer.
 */
const FIXED_BYTES = 9_000;
const STOREY_BYTES = 17_000;
const apartmentBytes = (apartments: number): number => 22_000 + 900 * Math.log10(Math.max(1, apartments));

/** The estimated size of a generated file of `storeys` × `perStorey` apartments. */
export const estimateBuildingBytes = (storeys: number, perStorey: number): number =>
  FIXED_BYTES + storeys * STOREY_BYTES + storeys * perStorey * apartmentBytes(storeys * perStorey);

/**
 * Options that give a file of about `targetBytes` (within ±25 %, in practice a few per cent):
 * roughly three times as many apartments side by side as storeys, at most 30 storeys.
 */
export const buildingOptionsForSize = (targetBytes: number, name: string): BuildingOptions => {
  const roughApartments = Math.max(1, targetBytes / apartmentBytes(targetBytes / 25_000));
  const storeys = Math.max(1, Math.min(30, Math.round(Math.sqrt(roughApartments / 3))));
  let perStorey = Math.max(1, Math.round(roughApartments / storeys));
  for (let step = 0; step < 4; step += 1) {
    const available = targetBytes - FIXED_BYTES - storeys * STOREY_BYTES;
    perStorey = Math.max(1, Math.round(available / storeys / apartmentBytes(storeys * perStorey)));
  }
  return { name, seed: `${name}/${Math.round(targetBytes)}`, storeys, apartmentsPerStorey: perStorey };
};
