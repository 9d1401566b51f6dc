import { box, type Box } from './box';
import { apartmentNumber, storeyName } from './dutch-names';

/**
 * The plan of a Dutch gallery flat (galerijflat), in world coordinates (metres, Z up): a stair
 * core at the west end (x < 0), apartments side by side eastwards, the gallery on the south
 * side (y < 0) and the living rooms to the north. Pure numbers: the IFC writer follows it.
 */

export const DIMENSIONS = {
  apartmentWidth: 6,
  apartmentDepth: 10,
  storeyHeight: 3,
  slabThickness: 0.3,
  facadeThickness: 0.3,
  partyWallThickness: 0.2,
  partitionThickness: 0.1,
  stairCoreWidth: 3,
  galleryWidth: 1.8,
  risers: 16,
  treadLength: 0.26,
} as const;

export interface PlannedOpening {
  key: string;
  kind: 'window' | 'door';
  name: string;
  objectType: string;
  /** The void cut through the wall. */
  opening: Box;
  /** The window or door itself. */
  fill: Box;
  /** True when the host wall runs along x (its thickness is along y). */
  alongX: boolean;
  isExternal: boolean;
  width: number;
  height: number;
}

export interface PlannedWall {
  key: string;
  name: string;
  box: Box;
  alongX: boolean;
  isExternal: boolean;
  loadBearing: boolean;
  fireRating: string;
  predefinedType: 'SOLIDWALL' | 'PARTITIONING';
  material: string;
  openings: PlannedOpening[];
}

export interface PlannedSpace {
  key: string;
  number: string;
  box: Box;
}

export interface PlannedSlab {
  key: string;
  name: string;
  box: Box;
  predefinedType: 'FLOOR' | 'BASESLAB' | 'LANDING';
  isExternal: boolean;
  /** A stairwell hole through the slab (x/y only). */
  hole?: Box;
}

export interface PlannedStair {
  key: string;
  name: string;
  steps: Box[];
  riserHeight: number;
}

export interface PlannedFurniture {
  key: string;
  name: string;
  box: Box;
  predefinedType: 'BED' | 'SOFA' | 'TABLE' | 'USERDEFINED';
  objectType: string;
}

export interface PlannedRailing {
  key: string;
  name: string;
  box: Box;
}

export interface PlannedStorey {
  index: number;
  name: string;
  elevation: number;
  walls: PlannedWall[];
  spaces: PlannedSpace[];
  slabs: PlannedSlab[];
  stairs: PlannedStair[];
  furniture: PlannedFurniture[];
  railings: PlannedRailing[];
}

export interface BuildingLayout {
  storeys: PlannedStorey[];
  roof: { key: string; name: string; box: Box };
}

export interface LayoutOptions {
  storeys: number;
  apartmentsPerStorey: number;
  furniture: boolean;
}

const D = DIMENSIONS;
const wallHeight = D.storeyHeight - D.slabThickness;
const riserHeight = D.storeyHeight / D.risers;
const stairX: [number, number] = [-2.6, -1.4];
const stairStartY = 1;
const stairEndY = stairStartY + (D.risers - 1) * D.treadLength;

interface OpeningSpec {
  kind: 'window' | 'door';
  /** Centre along the wall (x for walls along x, y for walls along y). */
  at: number;
  width: number;
  height: number;
  sill: number;
  objectType: string;
}

const openingsIn = (
  wallKey: string,
  label: string,
  wall: Box,
  alongX: boolean,
  isExternal: boolean,
  specs: readonly OpeningSpec[],
): PlannedOpening[] => {
  const counters = { window: 0, door: 0 };
  return specs.map((spec, index) => {
    counters[spec.kind] += 1;
    const across = alongX ? 1 : 0;
    const along = alongX ? 0 : 1;
    const middle = (wall.min[across] + wall.max[across]) / 2;
    const z0 = wall.min[2] + spec.sill;
    const z1 = z0 + spec.height;
    const opening = box([0, 0, z0], [0, 0, z1]);
    const fill = box([0, 0, z0], [0, 0, z1]);
    opening.min[along] = fill.min[along] = spec.at - spec.width / 2;
    opening.max[along] = fill.max[along] = spec.at + spec.width / 2;
    opening.min[across] = wall.min[across] - 0.05;
    opening.max[across] = wall.max[across] + 0.05;
    fill.min[across] = middle - 0.05;
    fill.max[across] = middle + 0.05;
    const noun = spec.kind === 'window' ? 'Window' : 'Door';
    return {
      key: `${wallKey}/opening/${index}`,
      kind: spec.kind,
      name: `${noun} ${label}-${counters[spec.kind]}`,
      objectType: spec.objectType,
      opening,
      fill,
      alongX,
      isExternal,
      width: spec.width,
      height: spec.height,
    };
  });
};

const window = (at: number, width: number, height: number, sill: number): OpeningSpec => ({
  kind: 'window',
  at,
  width,
  height,
  sill,
  objectType: `Raamkozijn hout ${Math.round(width * 100)}x${Math.round(height * 100)}`,
});

const door = (at: number, width: number, objectType: string): OpeningSpec => ({
  kind: 'door',
  at,
  width,
  height: 2.3,
  sill: 0,
  objectType,
});

const apartmentPlan = (
  storey: number,
  apartment: number,
  count: number,
  elevation: number,
  furniture: boolean,
): Pick<PlannedStorey, 'walls' | 'spaces' | 'furniture'> => {
  const x0 = apartment * D.apartmentWidth;
  const x1 = x0 + D.apartmentWidth;
  const last = apartment === count - 1;
  const xEnd = last ? x1 + D.facadeThickness : x1;
  const z0 = elevation;
  const z1 = elevation + wallHeight;
  const number = apartmentNumber(storey, apartment);
  const key = `storey/${storey}/apartment/${apartment}`;
  const half = D.partyWallThickness / 2;
  const walls: PlannedWall[] = [];
  const addWall = (
    part: string,
    name: string,
    wallBox: Box,
    alongX: boolean,
    kind: 'facade' | 'party' | 'gable' | 'partition',
    specs: readonly OpeningSpec[],
  ): void => {
    const wallKey = `${key}/wall/${part}`;
    const isExternal = kind === 'facade' || kind === 'gable';
    walls.push({
      key: wallKey,
      name,
      box: wallBox,
      alongX,
      isExternal,
      loadBearing: kind !== 'partition',
      fireRating: kind === 'party' ? '60' : kind === 'partition' ? '' : '30',
      predefinedType: kind === 'partition' ? 'PARTITIONING' : 'SOLIDWALL',
      material: kind === 'partition' ? 'Gipsblokken' : 'Kalkzandsteen',
      openings: openingsIn(wallKey, number, wallBox, alongX, isExternal && kind !== 'gable', specs),
    });
  };

  addWall('front', `Voorgevel ${number}`, box([x0, -D.facadeThickness, z0], [xEnd, 0, z1]), true, 'facade', [
    door(x0 + 1.2, 1, 'Voordeur hout 100x230'),
    window(x0 + 3.8, 1.8, 1.2, 0.9),
  ]);
  addWall(
    'back',
    `Achtergevel ${number}`,
    box([x0, D.apartmentDepth, z0], [xEnd, D.apartmentDepth + D.facadeThickness, z1]),
    true,
    'facade',
    [
      window(x0 + 1.4, 2, 1.5, 0.6),
      door(x0 + 3, 0.9, 'Balkondeur hout 90x230'),
      window(x0 + 4.6, 1.6, 1.5, 0.6),
    ],
  );
  addWall(
    'party',
    `Woningscheidende wand ${number}`,
    box([x0 - half, 0, z0], [x0 + half, D.apartmentDepth, z1]),
    false,
    'party',
    [],
  );
  if (last) {
    addWall(
      'gable',
      `Kopgevel ${number}`,
      box([x1, 0, z0], [x1 + D.facadeThickness, D.apartmentDepth, z1]),
      false,
      'gable',
      [],
    );
  }
  const partitionY = 4.5;
  addWall(
    'partition',
    `Binnenwand ${number}`,
    box(
      [x0 + half, partitionY - D.partitionThickness / 2, z0],
      [x1 - (last ? 0 : half), partitionY + D.partitionThickness / 2, z1],
    ),
    true,
    'partition',
    [door(x0 + 1.5, 0.9, 'Binnendeur opdek 90x230'), door(x0 + 4.5, 0.9, 'Binnendeur opdek 90x230')],
  );

  const spaces: PlannedSpace[] = [
    {
      key: `${key}/space`,
      number,
      box: box([x0 + half, 0, z0], [x1 - (last ? 0 : half), D.apartmentDepth, z1]),
    },
  ];

  const items: PlannedFurniture[] = [];
  if (furniture) {
    const piece = (
      part: string,
      name: string,
      predefinedType: PlannedFurniture['predefinedType'],
      objectType: string,
      min: [number, number, number],
      size: [number, number, number],
    ): void => {
      items.push({
        key: `${key}/furniture/${part}`,
        name: `${name} ${number}`,
        predefinedType,
        objectType,
        box: box(
          [x0 + min[0], min[1], z0 + min[2]],
          [x0 + min[0] + size[0], min[1] + size[1], z0 + min[2] + size[2]],
        ),
      });
    };
    piece('kitchen', 'Keukenblok', 'USERDEFINED', 'Keukenblok 300 cm', [0.2, 8.0, 0], [0.6, 1.9, 0.9]);
    piece('bed', 'Bed', 'BED', 'Tweepersoonsbed 160x200', [3.4, 0.4, 0], [1.6, 2.0, 0.5]);
    piece('sofa', 'Bank', 'SOFA', 'Driezitsbank', [3.6, 8.9, 0], [2.0, 0.9, 0.8]);
    piece('table', 'Eettafel', 'TABLE', 'Eettafel 160x90', [1.6, 6.0, 0], [1.6, 0.9, 0.75]);
  }
  return { walls, spaces, furniture: items };
};

const stairCore = (
  storey: number,
  top: boolean,
  elevation: number,
): Pick<PlannedStorey, 'walls' | 'stairs'> => {
  const key = `storey/${storey}/core`;
  const z0 = elevation;
  const z1 = elevation + wallHeight;
  const x0 = -D.stairCoreWidth - D.facadeThickness;
  const label = `${storey}.00`;
  const wall = (
    part: string,
    name: string,
    wallBox: Box,
    alongX: boolean,
    specs: readonly OpeningSpec[],
  ): PlannedWall => ({
    key: `${key}/wall/${part}`,
    name,
    box: wallBox,
    alongX,
    isExternal: true,
    loadBearing: true,
    fireRating: '60',
    predefinedType: 'SOLIDWALL',
    material: 'Beton C30/37',
    openings: openingsIn(`${key}/wall/${part}`, label, wallBox, alongX, true, specs),
  });
  const walls = [
    wall('front', `Gevel trappenhuis ${storey}`, box([x0, -D.facadeThickness, z0], [0, 0, z1]), true, [
      door(-0.8, 1, 'Deur trappenhuis staal 100x230'),
    ]),
    wall(
      'back',
      `Achtergevel trappenhuis ${storey}`,
      box([x0, D.apartmentDepth, z0], [0, D.apartmentDepth + D.facadeThickness, z1]),
      true,
      [],
    ),
    wall(
      'gable',
      `Kopgevel trappenhuis ${storey}`,
      box([x0, 0, z0], [-D.stairCoreWidth, D.apartmentDepth, z1]),
      false,
      [window(3, 1.2, 1.5, 1.2)],
    ),
  ];
  const stairs: PlannedStair[] = [];
  if (!top) {
    const steps: Box[] = [];
    for (let step = 0; step < D.risers - 1; step += 1) {
      const y = stairStartY + step * D.treadLength;
      steps.push(
        box(
          [stairX[0], y, z0 + step * riserHeight],
          [stairX[1], y + D.treadLength, z0 + (step + 1) * riserHeight],
        ),
      );
    }
    stairs.push({ key: `${key}/stair`, name: `Trap ${storey}-${storey + 1}`, steps, riserHeight });
  }
  return { walls, stairs };
};

/** The plan of a building of `storeys` storeys with `apartmentsPerStorey` apartments each. */
export const planBuilding = (options: LayoutOptions): BuildingLayout => {
  const count = options.apartmentsPerStorey;
  const xWest = -D.stairCoreWidth - D.facadeThickness;
  const xEast = count * D.apartmentWidth + D.facadeThickness;
  const yNorth = D.apartmentDepth + D.facadeThickness;
  const storeys: PlannedStorey[] = [];
  for (let index = 0; index < options.storeys; index += 1) {
    const elevation = index * D.storeyHeight;
    const top = index === options.storeys - 1;
    const core = stairCore(index, top, elevation);
    const storey: PlannedStorey = {
      index,
      name: storeyName(index),
      elevation,
      walls: [...core.walls],
      spaces: [],
      slabs: [
        {
          key: `storey/${index}/floor`,
          name: index === 0 ? 'Begane grondvloer' : `Verdiepingsvloer ${index}`,
          box: box([xWest, -D.facadeThickness, elevation - D.slabThickness], [xEast, yNorth, elevation]),
          predefinedType: index === 0 ? 'BASESLAB' : 'FLOOR',
          isExternal: false,
          ...(index > 0 ? { hole: box([stairX[0], stairStartY, 0], [stairX[1], stairEndY, 0]) } : {}),
        },
      ],
      stairs: core.stairs,
      furniture: [],
      railings: [],
    };
    if (index > 0) {
      const galleryY = -D.facadeThickness - D.galleryWidth;
      storey.slabs.push({
        key: `storey/${index}/gallery`,
        name: `Galerij ${index}`,
        box: box([xWest, galleryY, elevation - 0.2], [xEast, -D.facadeThickness, elevation]),
        predefinedType: 'FLOOR',
        isExternal: true,
      });
      storey.railings.push({
        key: `storey/${index}/gallery/railing`,
        name: `Galerijhek ${index}`,
        box: box([xWest, galleryY, elevation], [xEast, galleryY + 0.05, elevation + 1]),
      });
    }
    for (let apartment = 0; apartment < count; apartment += 1) {
      const plan = apartmentPlan(index, apartment, count, elevation, options.furniture);
      storey.walls.push(...plan.walls);
      storey.spaces.push(...plan.spaces);
      storey.furniture.push(...plan.furniture);
    }
    storeys.push(storey);
  }
  const roofZ = options.storeys * D.storeyHeight;
  return {
    storeys,
    roof: {
      key: 'roof',
      name: 'Plat dak',
      box: box(
        [xWest - 0.1, -D.facadeThickness - 0.1, roofZ - D.slabThickness],
        [xEast + 0.1, yNorth + 0.1, roofZ],
      ),
    },
  };
};
