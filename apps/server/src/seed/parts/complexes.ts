import { MeetingPayload } from '@vve/contract/calls/meetings';
import { createComplex } from '../../commands/create-complex';
import { addMeeting } from '../../commands/plan-meeting';
import { addBimProject } from '../../commands/save-bim-project';
import { addUnit } from '../../commands/save-unit';
import { users } from '../../db/schema/accounts';
import { unitOwners } from '../../db/schema/complexes';
import type { SeedPart } from '../seed-part';
import { daysFrom, userIdOf } from '../seed-lookups';

export const HET_ANKER = 'VvE Het Anker';
export const DE_LINDE = 'VvE De Linde';
export const PARKZICHT = 'VvE Parkzicht';

/** The demo's complexes; each unit as [address, index number, votes, cost share in parts]. */
const demoComplexes = [
  {
    naam: HET_ANKER,
    omschrijving:
      'Appartementencomplex uit 1998 aan het IJ met 40 appartementen, een parkeerkelder en een gemeenschappelijke daktuin.',
    adres: 'Kadijksplein 1-40',
    plaats: 'Amsterdam',
    financieelBeheer: true,
    units: [
      ['Kadijksplein 5-2', 'HA-005', 62, 1250],
      ['Kadijksplein 12-3', 'HA-012', 85, 1720],
      ['Kadijksplein 14-1', 'HA-014', 70, 1410],
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
    units: [['Lindengracht 88-2', 'DL-002', 1, 1]],
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
      ['Overtoom 317', 'PZ-017', 1, 1],
      ['Overtoom 342', 'PZ-042', 1, 1],
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
  ['hanna.kok@example.nl', 'HA-005'],
  ['ismail.yilmaz@example.nl', 'HA-014'],
  ['julia.peeters@example.nl', 'PZ-042'],
] as const;

/**
 * The owners of the other units of the complexes with financial management, so that every unit has someone to pay
 * its share: registered by the administrator, not invited yet (no password; they log in with their email address).
 */
const neighbours = [
  { name: 'Hanna Kok', email: 'hanna.kok@example.nl' },
  { name: 'Ismail Yilmaz', email: 'ismail.yilmaz@example.nl' },
  { name: 'Julia Peeters', email: 'julia.peeters@example.nl' },
] as const;

/** A meeting planned for a moment, its place and chair not yet known. */
const unplacedMeeting = (startsAt: Date) => MeetingPayload.parse({ startsAt: startsAt.toISOString() });

/** Complexes with units, owners, planned meetings and a 3D project each, set up as the administrator does. */

export const complexesSeed: SeedPart = {
  name: 'complexes',
  run: async ({ db, now }) => {
    const admin = { userId: await userIdOf(db, 'admin'), at: now };
    const unitIds = new Map<string, number>();
    for (const { units, meetingsInDays, project, ...details } of demoComplexes) {
      const complexId = await createComplex(db, { ...details, ...admin });
      for (const [adres, indexNr, votes, costShare] of units) {
        unitIds.set(indexNr, await addUnit(db, { complexId, adres, indexNr, votes, costShare, ...admin }));
      }
      // A meeting already held does not show as planned.
      for (const days of [...meetingsInDays, -60]) {
        await addMeeting(db, { complexId, ...unplacedMeeting(daysFrom(now, days)), ...admin });
      }
      await addBimProject(db, { complexId, name: project, ...admin });
    }
    await db
      .insert(users)
      .values(neighbours.map((person) => ({ ...person, username: person.email, roles: ['owner'] })));
    for (const [username, indexNr] of ownership) {
      const unitId = unitIds.get(indexNr);
      if (unitId === undefined) throw new Error(`demo unit ${indexNr} missing`);
      await db.insert(unitOwners).values({ unitId, userId: await userIdOf(db, username) });
    }
  },
};
