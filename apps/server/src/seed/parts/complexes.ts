import { bimProjects } from '../../db/schema/bim';
import { complexes, meetings, unitOwners, units } from '../../db/schema/complexes';
import type { SeedPart } from '../seed-part';
import { daysFrom, userIdOf } from '../seed-lookups';

export const HET_ANKER = 'VvE Het Anker';
export const DE_LINDE = 'VvE De Linde';
export const PARKZICHT = 'VvE Parkzicht';

const demoComplexes = [
  {
    naam: HET_ANKER,
    omschrijving:
      'Appartementencomplex uit 1998 aan het IJ met 40 appartementen, een parkeerkelder en een gemeenschappelijke daktuin.',
    adres: 'Kadijksplein 1-40',
    plaats: 'Amsterdam',
    financieelBeheer: true,
    units: [
      ['Kadijksplein 5-2', 'HA-005'],
      ['Kadijksplein 12-3', 'HA-012'],
      ['Kadijksplein 14-1', 'HA-014'],
    ],
    meetingsInDays: [24, 150],
    project: 'Het Anker – hoofdgebouw',
  },
  {
    naam: DE_LINDE,
    omschrijving:
      'Kleine VvE van zes bovenwoningen in een gerenoveerd herenhuis; het beheer doen de eigenaren zelf.',
    adres: 'Lindengracht 88',
    plaats: 'Amsterdam',
    financieelBeheer: false,
    units: [['Lindengracht 88-2', 'DL-002']],
    meetingsInDays: [],
    project: 'De Linde – herenhuis',
  },
  {
    naam: PARKZICHT,
    omschrijving: 'Galerijflat uit 1972 met 64 woningen aan het Vondelpark, in 2019 verduurzaamd.',
    adres: 'Overtoom 301-365',
    plaats: 'Amsterdam',
    financieelBeheer: true,
    units: [
      ['Overtoom 317', 'PZ-017'],
      ['Overtoom 342', 'PZ-042'],
    ],
    meetingsInDays: [45],
    project: 'Parkzicht – galerijflat',
  },
] as const;

/** Which demo owner owns which unit (by index number). */
const ownership = [
  ['owner', 'HA-012'],
  ['owner', 'DL-002'],
  ['owner2', 'PZ-017'],
] as const;

/** Complexes with units, owners, planned meetings and a 3D project each. */
export const complexesSeed: SeedPart = {
  name: 'complexes',
  run: async ({ db, now }) => {
    const unitIds = new Map<string, number>();
    for (const complex of demoComplexes) {
      const [row] = await db
        .insert(complexes)
        .values({
          naam: complex.naam,
          omschrijving: complex.omschrijving,
          adres: complex.adres,
          plaats: complex.plaats,
          financieelBeheer: complex.financieelBeheer,
        })
        .returning({ id: complexes.id });
      if (!row) throw new Error('complex not created');
      for (const [adres, indexNr] of complex.units) {
        const [unit] = await db
          .insert(units)
          .values({ complexId: row.id, adres, indexNr })
          .returning({ id: units.id });
        if (unit) unitIds.set(indexNr, unit.id);
      }
      for (const days of complex.meetingsInDays) {
        await db.insert(meetings).values({ complexId: row.id, startsAt: daysFrom(now, days) });
      }
      // A meeting already held does not show as planned.
      await db.insert(meetings).values({ complexId: row.id, startsAt: daysFrom(now, -60) });
      await db.insert(bimProjects).values({ complexId: row.id, name: complex.project });
    }
    for (const [username, indexNr] of ownership) {
      const unitId = unitIds.get(indexNr);
      if (unitId === undefined) throw new Error(`demo unit ${indexNr} missing`);
      await db.insert(unitOwners).values({ unitId, userId: await userIdOf(db, username) });
    }
  },
};
