import { eq } from 'drizzle-orm';
import type { MessageVisibility } from '@vve/contract/calls/request-messages';
import { ReportStatus, type SupplierStatus } from '@vve/contract/enums';
import { addRequestMessage } from '../../commands/add-request-message';
import { changeRequestStatus } from '../../commands/change-request-status';
import { createWorkOrder } from '../../commands/create-work-order';
import { reportSupplierStatus } from '../../commands/report-supplier-status';
import { storeFile } from '../../commands/store-files';
import type { Database } from '../../db/database';
import { requests } from '../../db/schema/requests';
import { supplierOrganisations } from '../../db/schema/suppliers';
import { workOrders } from '../../db/schema/work-orders';
import { drawDemoPhoto, type DemoScene } from '../demo-photos';
import type { SeedPart } from '../seed-part';
import { dateFrom, daysFrom, userIdOf } from '../seed-lookups';
import { CRACK, DOOR, GALLERY, GARDEN, INTERCOM, LEAK } from './requests';
import { DAKWERKEN, INSTALLATIE } from './suppliers';

/** The demo administrator, who handles every request. */
const ADMINISTRATOR = 'admin';
/** Who reports for each supplier organisation. */
const supplierMember: Record<string, string> = { [DAKWERKEN]: 'supplier', [INSTALLATIE]: 'supplier2' };

interface NewWorkOrder {
  supplier: string;
  priority: string;
  repairType: string;
  omschrijving: string;
  planningInDays: number | null;
  indicationAmount: number | null;
}

/** One event of a request's timeline, `daysAgo` days before the seeding at `hour` (UTC). */
type Step = { daysAgo: number; hour: number } & (
  | { move: ReportStatus; reason?: string }
  | { workOrder: NewWorkOrder }
  /** A report of the supplier on the request's `nth` work order (0 the first given). */
  | { report: { nth: number; status: SupplierStatus; description: string | null } }
  | { message: { by: string; visibility: MessageVisibility; text: string; photo?: DemoScene } }
);

/**
 * What the back office did with the demo requests: new ones wait, others were taken into handling, given
 * work orders that suppliers reported on (one COMPLETE on its last open work order: 'Ready to resolve'; one
 * BLOCKED and one FOLLOW_UP_ACTION_NEEDED: alerts), resolved, rejected with a reason, reopened; with
 * messages to the residents, their answers and internal notes.
 */
const timelines: { request: string; steps: Step[] }[] = [
  {
    request: CRACK,
    steps: [
      { daysAgo: 74, hour: 9, move: 'IN_BEHANDELING' },
      {
        daysAgo: 73,
        hour: 10,
        workOrder: {
          supplier: DAKWERKEN,
          priority: 'Normaal',
          repairType: 'Herstel',
          omschrijving: 'Scheur in de gevel naast het trappenhuis (derde verdieping) dichten en controleren.',
          planningInDays: 14,
          indicationAmount: 1200,
        },
      },
      {
        daysAgo: 60,
        hour: 15,
        report: { nth: 0, status: 'COMPLETE', description: 'Scheur geïnjecteerd en afgewerkt.' },
      },
      {
        daysAgo: 58,
        hour: 9,
        move: 'OPGELOST',
        reason: 'De scheur is hersteld en de gevel is gecontroleerd.',
      },
      {
        daysAgo: 58,
        hour: 9,
        message: {
          by: ADMINISTRATOR,
          visibility: 'RESIDENT',
          text: 'De scheur in de gevel is hersteld. Dank u wel voor het melden!',
        },
      },
    ],
  },
  {
    request: GARDEN,
    steps: [
      {
        daysAgo: 38,
        hour: 11,
        move: 'AFGEWEZEN',
        reason:
          'Het snoeien van de achtertuin valt onder het groenonderhoud van de gemeente. We hebben uw verzoek aan de gemeente doorgestuurd.',
      },
    ],
  },
  {
    request: INTERCOM,
    steps: [
      {
        daysAgo: 29,
        hour: 9,
        workOrder: {
          supplier: INSTALLATIE,
          priority: 'Hoog',
          repairType: 'Storing',
          omschrijving: 'Intercom bij de hoofdingang valt steeds uit: storing verhelpen.',
          planningInDays: 4,
          indicationAmount: 300,
        },
      },
      {
        daysAgo: 26,
        hour: 13,
        report: { nth: 0, status: 'COMPLETE', description: 'Voeding van de intercom vervangen.' },
      },
      { daysAgo: 25, hour: 9, move: 'OPGELOST', reason: 'De intercom werkt weer.' },
      {
        daysAgo: 20,
        hour: 8,
        message: {
          by: 'owner2',
          visibility: 'RESIDENT',
          text: 'De intercom doet het sinds gisteravond weer niet.',
        },
      },
      {
        daysAgo: 20,
        hour: 10,
        move: 'IN_BEHANDELING',
        reason: 'De bewoner meldt dat de intercom opnieuw uitvalt.',
      },
      {
        daysAgo: 19,
        hour: 9,
        workOrder: {
          supplier: INSTALLATIE,
          priority: 'Hoog',
          repairType: 'Storing',
          omschrijving: 'Intercom valt opnieuw uit: bekabeling en bedieningspaneel controleren.',
          planningInDays: 3,
          indicationAmount: 650,
        },
      },
      {
        daysAgo: 15,
        hour: 14,
        report: {
          nth: 1,
          status: 'FOLLOW_UP_ACTION_NEEDED',
          description: 'Bedieningspaneel defect; nieuw paneel besteld (levertijd twee weken).',
        },
      },
    ],
  },
  {
    request: LEAK,
    steps: [
      {
        daysAgo: 11,
        hour: 9,
        message: {
          by: ADMINISTRATOR,
          visibility: 'RESIDENT',
          text: 'Dank u wel voor uw melding. Dakwerken Smit komt deze week de leiding in de parkeerkelder nakijken.',
        },
      },
      {
        daysAgo: 11,
        hour: 9,
        workOrder: {
          supplier: DAKWERKEN,
          priority: 'Hoog',
          repairType: 'Lekkage',
          omschrijving: LEAK,
          planningInDays: 5,
          indicationAmount: 450,
        },
      },
      {
        daysAgo: 9,
        hour: 14,
        report: {
          nth: 0,
          status: 'FOLLOW_UP_ACTION_NEEDED',
          description: 'Koppeling van de leiding is gescheurd; een nieuw onderdeel is besteld.',
        },
      },
      {
        daysAgo: 9,
        hour: 15,
        message: {
          by: ADMINISTRATOR,
          visibility: 'INTERNAL',
          text: 'Kosten vallen binnen het onderhoudsbudget 2026; geen offerte nodig.',
        },
      },
      {
        daysAgo: 2,
        hour: 16,
        report: { nth: 0, status: 'COMPLETE', description: 'Koppeling vervangen; de leiding is droog.' },
      },
    ],
  },
  {
    request: GALLERY,
    steps: [
      { daysAgo: 8, hour: 9, move: 'IN_BEHANDELING' },
      {
        daysAgo: 8,
        hour: 9,
        message: {
          by: ADMINISTRATOR,
          visibility: 'INTERNAL',
          text: 'Eerst nagaan of er nog garantie op de LED-armaturen zit (geplaatst in 2024).',
        },
      },
    ],
  },
  {
    request: DOOR,
    steps: [
      {
        daysAgo: 4,
        hour: 10,
        workOrder: {
          supplier: INSTALLATIE,
          priority: 'Normaal',
          repairType: 'Herstel',
          omschrijving: 'Voordeur bijstellen: de deur klemt onderaan sinds de storm.',
          planningInDays: 3,
          indicationAmount: null,
        },
      },
      {
        daysAgo: 4,
        hour: 10,
        message: {
          by: ADMINISTRATOR,
          visibility: 'RESIDENT',
          text: 'We hebben een monteur ingepland; hij neemt vooraf contact met u op.',
        },
      },
      {
        daysAgo: 1,
        hour: 11,
        report: {
          nth: 0,
          status: 'BLOCKED',
          description: 'Niemand thuis bij het afgesproken bezoek; geen toegang tot de woning.',
        },
      },
      {
        daysAgo: 1,
        hour: 18,
        message: {
          by: 'tenant',
          visibility: 'RESIDENT',
          text: 'Excuses, ik was later thuis. Vanaf 17:00 ben ik er elke dag. Zo klemt de deur nu.',
          photo: 'door',
        },
      },
    ],
  },
];

const idOf = async (db: Database, request: string) => {
  const [row] = await db.select({ id: requests.id }).from(requests).where(eq(requests.omschrijving, request));
  if (!row) throw new Error(`demo request missing: ${request}`);
  return row.id;
};

const supplierIdOf = async (db: Database, naam: string) => {
  const [row] = await db
    .select({ id: supplierOrganisations.id })
    .from(supplierOrganisations)
    .where(eq(supplierOrganisations.naam, naam));
  if (!row) throw new Error(`demo supplier missing: ${naam}`);
  return row.id;
};

/** Runs one step through the command the back office, a supplier or a resident would use. */
const runStep = async (
  context: Parameters<SeedPart['run']>[0],
  request: { id: number; workOrders: number[] },
  step: Step,
) => {
  const { db, storage, now } = context;
  const at = daysFrom(now, -step.daysAgo, step.hour);
  if ('move' in step) {
    const [current] = await db
      .select({ status: requests.status })
      .from(requests)
      .where(eq(requests.id, request.id));
    await changeRequestStatus(db, {
      reportId: request.id,
      from: ReportStatus.parse(current?.status),
      to: step.move,
      ...(step.reason === undefined ? {} : { reason: step.reason }),
      userId: await userIdOf(db, ADMINISTRATOR),
      at,
    });
  } else if ('workOrder' in step) {
    const { supplier, planningInDays, ...order } = step.workOrder;
    request.workOrders.push(
      await createWorkOrder(db, {
        ...order,
        supplierId: await supplierIdOf(db, supplier),
        startDate: dateFrom(at, 1),
        planningDate: planningInDays === null ? null : dateFrom(at, planningInDays),
        requestId: request.id,
        userId: await userIdOf(db, ADMINISTRATOR),
        at,
      }),
    );
  } else if ('report' in step) {
    const [order] = await db
      .select()
      .from(workOrders)
      .where(eq(workOrders.id, request.workOrders[step.report.nth] ?? 0));
    if (!order) throw new Error(`demo work order ${step.report.nth} missing`);
    const [supplier] = await db
      .select({ naam: supplierOrganisations.naam })
      .from(supplierOrganisations)
      .where(eq(supplierOrganisations.id, order.supplierId));
    await reportSupplierStatus(db, {
      order,
      payload: { status: step.report.status, description: step.report.description ?? undefined },
      userId: await userIdOf(db, supplierMember[supplier?.naam ?? ''] ?? ''),
      now: at,
    });
  } else {
    const { by, visibility, text, photo } = step.message;
    const authorId = await userIdOf(db, by);
    const attachmentIds =
      photo === undefined
        ? []
        : [
            (
              await storeFile(db, storage, {
                bytes: await drawDemoPhoto(photo),
                name: `photo-${photo}.jpg`,
                contentType: 'image/jpeg',
                uploadedBy: authorId,
              })
            ).id,
          ];
    await addRequestMessage(db, {
      reportId: request.id,
      where: undefined,
      authorId,
      visibility,
      text,
      attachmentIds,
      at,
    });
  }
};

/** The back office at work on the demo requests, every step through its command (timeline and audit). */
export const officeSeed: SeedPart = {
  name: 'office',
  run: async (context) => {
    for (const timeline of timelines) {
      const request = { id: await idOf(context.db, timeline.request), workOrders: [] };
      for (const step of timeline.steps) await runStep(context, request, step);
    }
  },
};
