import type { Random } from './random';

/** What the register of the largest complex knows of an element: as `aspect_elements` holds it. */
export interface GeneratedRegister {
  name: string;
  nlsfbCode: string;
  material: string;
  quantity: number | null;
  unit: string | null;
  installedYear: number;
  expectedLife: number;
  replacementValue: number | null;
}

/** A kind of element as an MJOP lists it: NL-SfB code, name, material, unit, quantities, price per unit, life. */
type ElementKind = readonly [
  nlsfbCode: string,
  name: string,
  material: string,
  unit: string,
  quantities: readonly [least: number, most: number],
  euroPerUnit: number,
  expectedLife: number,
];

/** Two kinds of element per aspect type, in the order of `ASPECT_TYPE_NAMES`; an aspect's elements alternate. */
const KINDS: readonly (readonly [ElementKind, ElementKind])[] = [
  [
    ['4710', 'Dakbedekking', 'Bitumen, twee lagen', 'm2', [150, 600], 70, 25],
    ['5210', 'Hemelwaterafvoer', 'Zink', 'm1', [10, 40], 70, 30],
  ],
  [
    ['2110', 'Gevelmetselwerk', 'Baksteen', 'm2', [200, 900], 180, 75],
    ['4110', 'Voegwerk', 'Cementmortel', 'm2', [200, 900], 45, 40],
  ],
  [
    ['3110', 'Raamkozijn', 'Hardhout', 'st', [10, 60], 1_400, 50],
    ['3120', 'Buitendeur', 'Hardhout', 'st', [2, 12], 2_200, 40],
  ],
  [
    ['6610', 'Liftinstallatie', 'Staal', 'st', [1, 2], 85_000, 25],
    ['6620', 'Liftdeur', 'RVS', 'st', [4, 12], 4_500, 25],
  ],
  [
    ['2410', 'Trap', 'Beton', 'st', [1, 4], 12_000, 75],
    ['3410', 'Trapleuning', 'Staal, gecoat', 'm1', [10, 60], 160, 40],
  ],
  [
    ['5610', 'Cv-ketel', 'Gas, HR', 'st', [1, 4], 6_500, 15],
    ['6110', 'Verlichting', 'LED', 'st', [10, 80], 220, 20],
  ],
  [
    ['5230', 'Riolering', 'PVC', 'm1', [20, 150], 180, 50],
    ['9020', 'Put', 'Beton', 'st', [2, 10], 1_200, 50],
  ],
  [
    ['2210', 'Bergingswand', 'Kalkzandsteen', 'm2', [50, 300], 95, 75],
    ['3210', 'Bergingsdeur', 'Staal', 'st', [5, 40], 900, 40],
  ],
  [
    ['2310', 'Galerijvloer', 'Beton', 'm2', [60, 400], 220, 75],
    ['3420', 'Galerijhek', 'Staal, verzinkt', 'm1', [30, 200], 260, 40],
  ],
  [
    ['3220', 'Entreedeur', 'Aluminium', 'st', [1, 3], 7_500, 30],
    ['6420', 'Intercom', 'Elektronica', 'pst', [1, 1], 3_500, 15],
  ],
  [
    ['9010', 'Bestrating', 'Betontegels', 'm2', [100, 800], 65, 30],
    ['9060', 'Beplanting', 'Heesters', 'pst', [1, 1], 8_000, 15],
  ],
  [
    ['4310', 'Vloercoating', 'Epoxy', 'm2', [300, 2_000], 45, 15],
    ['3230', 'Garagedeur', 'Staal', 'st', [1, 2], 9_500, 25],
  ],
];

/** Registers are never complete: this share of elements has no replacement value, and this one no quantity. */
const WITHOUT_VALUE = 0.15;
const WITHOUT_QUANTITY = 0.05;

/**
 * The register of the n-th element (1-based) of an aspect of a type (1-based): its kind's code, name and
 * material, a quantity in its unit (lengths and areas to the half), a year of 1965–2020, and its quantity's
 * replacement value in whole euros; some elements lack the value, fewer the quantity.
 */
export const elementRegister = (aspectTypeId: number, n: number, random: Random): GeneratedRegister => {
  const kinds = KINDS[(aspectTypeId - 1) % KINDS.length];
  const kind = kinds?.[(n - 1) % kinds.length];
  if (!kind) throw new Error(`no element kinds for aspect type ${aspectTypeId}`);
  const [nlsfbCode, name, material, unit, [least, most], euroPerUnit, expectedLife] = kind;
  const counted = unit === 'st' || unit === 'pst';
  const measured = counted ? random.int(least, most) : random.int(least * 2, most * 2) / 2;
  const quantity = random.chance(WITHOUT_QUANTITY) ? null : measured;
  return {
    name,
    nlsfbCode,
    material,
    quantity,
    unit: quantity === null ? null : unit,
    installedYear: random.int(1965, 2020),
    expectedLife,
    replacementValue: random.chance(WITHOUT_VALUE) ? null : Math.round(measured * euroPerUnit),
  };
};
