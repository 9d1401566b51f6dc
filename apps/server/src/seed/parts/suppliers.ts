import type { SupplierStatus } from '@vve/contract/enums';
import { supplierContracts, supplierMembers, supplierOrganisations } from '../../db/schema/suppliers';
import { supplierUpdates, workOrders } from '../../db/schema/work-orders';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, daysFrom, userIdOf } from '../seed-lookups';
import { DE_LINDE, HET_ANKER, PARKZICHT } from './complexes';

export const DAKWERKEN = 'Dakwerken Smit B.V.';
export const INSTALLATIE = 'De Boer Installatietechniek';

const organisations = [
  { naam: DAKWERKEN, member: 'supplier', workOrders: 64 },
  { naam: INSTALLATIE, member: 'supplier2', workOrders: 12 },
] as const;

/** One contract in each display status: active without end, active until later, expired, inactive, not started yet. */
const contractKinds = [
  { titel: 'Raamovereenkomst onderhoud', actief: true, beginInDays: -700, endInDays: null },
  { titel: 'Onderhoudscontract 2025-2027', actief: true, beginInDays: -300, endInDays: 400 },
  { titel: 'Renovatieproject 2024', actief: true, beginInDays: -800, endInDays: -90 },
  { titel: 'Storingsdienst (opgezegd)', actief: false, beginInDays: -1200, endInDays: -400 },
  { titel: 'Gevelonderhoud 2027', actief: true, beginInDays: 30, endInDays: 395 },
] as const;

const jobs = [
  ['Dakgoot aan de achterzijde lekt bij hevige regen', 'Lekkage'],
  ['Loszittende daktrim boven ingang B', 'Herstel'],
  ['Mos en vuil verwijderen van platte dakdelen', 'Onderhoud'],
  ['Hemelwaterafvoer verstopt', 'Ontstopping'],
  ['Scheur in dakbedekking rond de lichtkoepel', 'Lekkage'],
  ['Lift blijft hangen op de derde verdieping', 'Storing'],
  ['Buitenverlichting galerij vervangen door LED', 'Vervanging'],
  ['Deurdranger hoofdingang stelt niet meer af', 'Herstel'],
] as const;

const priorities = ['Normaal', 'Hoog', 'Spoed', 'Laag'] as const;
const complexesInTurn = [HET_ANKER, PARKZICHT, DE_LINDE] as const;
const statusesInTurn: (SupplierStatus | null)[] = [null, 'COMPLETE', 'FOLLOW_UP_ACTION_NEEDED', 'BLOCKED'];
const statusNotes: Record<SupplierStatus, string | null> = {
  COMPLETE: null,
  FOLLOW_UP_ACTION_NEEDED: 'Onderdeel besteld; tweede bezoek nodig om af te ronden.',
  BLOCKED: 'Geen toegang tot het dak: de sleutel van het dakluik ontbreekt.',
};

/**
 * Two supplier organisations with contracts in every status, many work orders and status reports (those
 * made from requests come with the back office's part, parts/office.ts).
 */
export const suppliersSeed: SeedPart = {
  name: 'suppliers',
  run: async ({ db, now }) => {
    for (const organisation of organisations) {
      const [row] = await db
        .insert(supplierOrganisations)
        .values({ naam: organisation.naam })
        .returning({ id: supplierOrganisations.id });
      if (!row) throw new Error('supplier not created');
      const supplierId = row.id;
      const supplierUser = await userIdOf(db, organisation.member);
      await db.insert(supplierMembers).values({ userId: supplierUser, supplierId });
      await db.insert(supplierContracts).values(
        contractKinds.map((kind, index) => ({
          supplierId,
          titel: `${kind.titel} – ${organisation.naam}`,
          actief: kind.actief,
          beginDatum: dateFrom(now, kind.beginInDays),
          eindDatum: kind.endInDays === null ? null : dateFrom(now, kind.endInDays),
          createdAt: daysFrom(now, kind.beginInDays - index),
        })),
      );
      for (let n = 0; n < organisation.workOrders; n += 1) {
        const [omschrijving, repairType] = jobs[n % jobs.length] ?? jobs[0];
        const createdAt = daysFrom(now, -n * 3 - 1, 8 + (n % 9));
        const [order] = await db
          .insert(workOrders)
          .values({
            supplierId,
            complexId: await complexIdOf(db, complexesInTurn[n % complexesInTurn.length] ?? HET_ANKER),
            omschrijving,
            createdAt,
            startDate: n % 5 === 4 ? null : dateFrom(createdAt, 2),
            planningDate: n % 3 === 2 ? null : dateFrom(createdAt, 7),
            priority: priorities[n % priorities.length] ?? 'Normaal',
            repairType,
            indicationAmountCents: n % 4 === 3 ? null : 15_000 + ((n * 7_919) % 180_000),
            completed: n >= 40,
          })
          .returning({ id: workOrders.id });
        const status = statusesInTurn[n % statusesInTurn.length] ?? null;
        if (!order || !status) continue;
        await db.insert(supplierUpdates).values({
          workAssignmentId: order.id,
          status,
          description: statusNotes[status],
          createdBy: supplierUser,
          createdAt: daysFrom(createdAt, 2, 15),
        });
      }
    }
  },
};
