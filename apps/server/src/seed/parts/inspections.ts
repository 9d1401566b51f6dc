import { and, eq } from 'drizzle-orm';
import type { ElementUnit } from '@vve/contract/calls/office-planning';
import type { Defect } from '@vve/contract/calls/inspections';
import type { InspectionState } from '@vve/contract/enums';
import { elementScore, stateOfScore } from '@vve/contract/rules/element-score';
import {
  aspectElements,
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspectionFiles,
  inspections,
  schedules,
} from '../../db/schema/inspections';
import { workOrderInspections } from '../../db/schema/work-orders';
import { supplierOrganisations } from '../../db/schema/suppliers';
import { workOrders } from '../../db/schema/work-orders';
import { storeFile } from '../../commands/store-files';
import { changeRequestStatus } from '../../commands/change-request-status';
import { raiseRequest } from '../../commands/raise-request';
import { demoBuilding } from '../demo-buildings';
import { drawDemoPhoto } from '../demo-photos';
import type { SeedPart } from '../seed-part';
import { complexIdOf, dateFrom, daysFrom, userIdOf } from '../seed-lookups';
import { HET_ANKER, PARKZICHT } from './complexes';
import { DAKWERKEN, INSTALLATIE } from './suppliers';

const types = {
  roof: {
    name: 'Dakbedekking',
    description: 'Bitumineuze dakbedekking met dakranden, lichtkoepels en afvoeren.',
    icon: 'roof',
  },
  frames: {
    name: 'Kozijnen',
    description: 'Houten kozijnen met dubbel glas, inclusief hang- en sluitwerk.',
    icon: 'window',
  },
  lift: { name: 'Liften', description: null, icon: 'elevator' },
  facade: { name: 'Gevel', description: 'Metselwerk met voegwerk en betonnen galerijranden.', icon: 'wall' },
} as const;

/** What the register knows of a demo element: NL-SfB code, material, quantity, year, life and value. */
type DemoRegister = [
  nlsfbCode: string,
  material: string,
  quantity: number,
  unit: ElementUnit,
  installedYear: number,
  expectedLife: number,
  replacementValue: number,
];

interface DemoElement {
  location: string;
  code: string;
  codeName: string;
  label: string;
  register: DemoRegister;
  /** The names of the model elements it stands for, in its complex's demo building. */
  model?: (name: string) => boolean;
}

const named =
  (...prefixes: string[]) =>
  (name: string) =>
    prefixes.some((prefix) => name.startsWith(prefix));

/** Elements per aspect type, with their register and their model elements. */
const elementsOf: Record<keyof typeof types, DemoElement[]> = {
  roof: [
    {
      location: 'Dak noord',
      code: '27.1.1',
      codeName: 'Dakbedekking bitumen',
      label: 'Dakvlak A',
      register: ['2710', 'Bitumen, twee lagen op isolatie', 412.5, 'm2', 2004, 25, 28_875],
      model: named('Plat dak'),
    },
    {
      location: 'Dak noord',
      code: '27.3.2',
      codeName: 'Lichtkoepel',
      label: 'Lichtkoepel trappenhuis',
      register: ['3710', 'Polycarbonaat, dubbelwandig', 2, 'st', 2004, 20, 3_400],
    },
    {
      location: 'Dak noord',
      code: '52.1.1',
      codeName: 'Hemelwaterafvoer',
      label: 'HWA noordoost',
      register: ['5210', 'Zink', 18, 'm1', 1996, 30, 1_260],
    },
    {
      location: 'Dak zuid',
      code: '27.1.1',
      codeName: 'Dakbedekking bitumen',
      label: 'Dakvlak B',
      register: ['2710', 'Bitumen, twee lagen op isolatie', 380, 'm2', 2011, 25, 26_600],
      model: named('Plat dak'),
    },
    {
      location: 'Dak zuid',
      code: '52.1.1',
      codeName: 'Hemelwaterafvoer',
      label: 'HWA zuidwest',
      register: ['5210', 'Zink', 18, 'm1', 1996, 30, 1_260],
    },
  ],
  frames: [
    {
      location: 'Gevel voorzijde',
      code: '31.1.1',
      codeName: 'Houten kozijn',
      label: 'Kozijn 0.01',
      register: ['3110', 'Meranti, geschilderd', 3, 'st', 1996, 40, 4_350],
      model: named('Window 0.01-'),
    },
    {
      location: 'Gevel voorzijde',
      code: '31.1.1',
      codeName: 'Houten kozijn',
      label: 'Kozijn 1.01',
      register: ['3110', 'Meranti, geschilderd', 3, 'st', 1996, 40, 4_350],
      model: named('Window 1.01-'),
    },
    {
      location: 'Gevel voorzijde',
      code: '31.2.1',
      codeName: 'Voordeur',
      label: 'Entreedeur A',
      register: ['3120', 'Hardhout met glas', 1, 'st', 2015, 35, 6_800],
      model: named('Door 0.00-1'),
    },
    {
      location: 'Gevel achterzijde',
      code: '31.1.1',
      codeName: 'Houten kozijn',
      label: 'Kozijn 0.11',
      register: ['3110', 'Meranti, geschilderd', 2, 'st', 1996, 40, 2_900],
    },
    {
      location: 'Gevel achterzijde',
      code: '31.1.1',
      codeName: 'Houten kozijn',
      label: 'Kozijn 1.11',
      register: ['3110', 'Meranti, geschilderd', 2, 'st', 1996, 40, 2_900],
    },
    {
      location: 'Gevel achterzijde',
      code: '31.3.1',
      codeName: 'Balkondeur',
      label: 'Balkondeur 1.12',
      register: ['3130', 'Meranti, geschilderd', 1, 'st', 1996, 40, 2_450],
    },
  ],
  lift: [
    {
      location: 'Trappenhuis A',
      code: '66.1.1',
      codeName: 'Personenlift',
      label: 'Lift A',
      register: ['6610', 'Kooi met RVS-afwerking', 1, 'st', 2009, 25, 68_000],
    },
    {
      location: 'Machinekamer',
      code: '66.1.2',
      codeName: 'Liftmachine',
      label: 'Aandrijving lift A',
      register: ['6620', 'Tractiemachine met frequentieregeling', 1, 'pst', 2009, 20, 24_500],
    },
  ],
  facade: [
    {
      location: 'Galerij 1-4',
      code: '21.1.1',
      codeName: 'Metselwerk',
      label: 'Gevelvlak oost',
      register: ['2110', 'Baksteen, waalformaat', 640, 'm2', 1972, 75, 121_600],
      model: named('Voorgevel'),
    },
    {
      location: 'Galerij 1-4',
      code: '21.4.1',
      codeName: 'Betonnen galerijrand',
      label: 'Galerijrand 2e verdieping',
      register: ['2340', 'Gewapend beton', 48, 'm1', 1972, 60, 19_200],
      model: named('Galerij 2', 'Galerijhek 2'),
    },
    {
      location: 'Kopgevel',
      code: '21.1.1',
      codeName: 'Metselwerk',
      label: 'Kopgevel noord',
      register: ['2110', 'Baksteen, waalformaat', 180, 'm2', 1972, 75, 34_200],
      model: named('Kopgevel'),
    },
  ],
};

/** The GlobalIds of a demo element's model elements in its complex's demo building. */
const globalIdsOf = (complex: string, element: DemoElement): string[] => {
  const { model } = element;
  if (!model) return [];
  return demoBuilding(complex)
    .elements.filter((candidate) => model(candidate.name))
    .map((candidate) => candidate.guid);
};

/** The demo's tasks; the roofs and the lift come back (every 6 months, every year) once performed. */
const plans = [
  {
    type: 'roof',
    complex: HET_ANKER,
    supplier: DAKWERKEN,
    tasksInDays: [12, 190],
    performed: true,
    repeat: { every: 6, unit: 'months' },
  },
  {
    type: 'frames',
    complex: HET_ANKER,
    supplier: DAKWERKEN,
    tasksInDays: [30],
    performed: false,
    repeat: null,
  },
  {
    type: 'facade',
    complex: PARKZICHT,
    supplier: DAKWERKEN,
    tasksInDays: [60],
    performed: false,
    repeat: null,
  },
  {
    type: 'lift',
    complex: HET_ANKER,
    supplier: INSTALLATIE,
    tasksInDays: [7],
    performed: true,
    repeat: { every: 1, unit: 'years' },
  },
] as const;

/** Findings per element index of a performed inspection: state, description, request description. */
const findings: [InspectionState, string | null, string][] = [
  ['WARN', 'Blaasvorming in de dakbedekking over circa 2 m².', ''],
  ['BAD', 'Lichtkoepel gescheurd; lekt bij regen.', 'Lichtkoepel trappenhuis vervangen'],
  ['GREAT', null, ''],
];

const defect = (
  type: Defect['type'],
  severity: Defect['severity'],
  intensity: Defect['intensity'],
  extent: Defect['extent'],
  description: string,
): Defect => ({ type, severity, intensity, extent, description, files: [] });

/**
 * The NEN 2767 defects per element index of the two survey rounds, a year apart: the earlier one, then the one of
 * the findings above (their conditions agree with the findings' states: 3 WARN, 5 BAD, 1 GREAT).
 */
const defectRounds: Defect[][][] = [
  [
    [defect('wear', 'minor', 2, 3, 'Lichte blaasvorming bij de dakrand.')],
    [defect('crack', 'serious', 1, 2, 'Haarscheur in de koepel.')],
    [],
  ],
  [
    [defect('wear', 'serious', 2, 3, 'Blaasvorming over circa 2 m².')],
    [defect('crack', 'serious', 3, 4, 'Koepel gescheurd; lekt bij regen.')],
    [defect('soiling', 'minor', 1, 2, 'Blad in de uitloop.')],
  ],
];

/** An element's findings with its defects, the score they give and the state that follows from it. */
const scoredFindings = (state: InspectionState, defects: Defect[]) => {
  const score = elementScore({ defects, surveyCode: null });
  return { defects, score, state: stateOfScore(score, state) };
};

const supplierIdOf = async (db: Parameters<SeedPart['run']>[0]['db'], naam: string) => {
  const [row] = await db
    .select({ id: supplierOrganisations.id })
    .from(supplierOrganisations)
    .where(eq(supplierOrganisations.naam, naam));
  if (!row) throw new Error(`demo supplier ${naam} missing`);
  return row.id;
};

/** The survey of a year before the last one: a performed task and inspection that scored each element. */
const seedEarlierSurvey = async (
  db: Parameters<SeedPart['run']>[0]['db'],
  survey: {
    aspectId: number;
    supplierId: number;
    inspector: number;
    elements: readonly { id: number }[];
    now: Date;
  },
) => {
  const { aspectId, supplierId, inspector, elements, now } = survey;
  const performedAt = daysFrom(now, -515, 10);
  const [task] = await db
    .insert(schedules)
    .values({ aspectId, supplierId, scheduledDate: dateFrom(now, -520), performedAt })
    .returning({ id: schedules.id });
  const [inspection] = await db
    .insert(inspections)
    .values({
      aspectId,
      supplierId,
      scheduleId: task?.id ?? null,
      createdBy: inspector,
      createdAt: daysFrom(now, -516, 9),
      draft: false,
      performedAt,
      state: 'GREAT',
      stateDescription: 'Goede staat; kleine gebreken vastgelegd.',
      planDate: dateFrom(now, -520),
    })
    .returning({ id: inspections.id });
  if (!inspection) throw new Error('inspection not created');
  const earlier = defectRounds[0] ?? [];
  await db.insert(inspectionElementStates).values(
    earlier.flatMap((defects, index) => {
      const element = elements[index];
      return element
        ? [
            {
              inspectionId: inspection.id,
              elementId: element.id,
              stateDescription: defects[0]?.description ?? null,
              createRequest: false,
              requestDescription: '',
              ...scoredFindings('GREAT', defects),
            },
          ]
        : [];
    }),
  );
};

/** Aspects with elements in several locations, tasks, and performed and draft inspections with findings and photos. */
export const inspectionsSeed: SeedPart = {
  name: 'inspections',
  run: async ({ db, storage, now }) => {
    const typeIds = new Map<string, number>();
    for (const [key, type] of Object.entries(types)) {
      const [row] = await db.insert(aspectTypes).values(type).returning({ id: aspectTypes.id });
      if (row) typeIds.set(key, row.id);
    }
    for (const plan of plans) {
      const supplierId = await supplierIdOf(db, plan.supplier);
      const inspector = await userIdOf(db, plan.supplier === DAKWERKEN ? 'supplier' : 'supplier2');
      const [aspect] = await db
        .insert(aspects)
        .values({ complexId: await complexIdOf(db, plan.complex), aspectTypeId: typeIds.get(plan.type) ?? 0 })
        .returning({ id: aspects.id });
      if (!aspect) throw new Error('aspect not created');
      const elements = await db
        .insert(aspectElements)
        .values(
          elementsOf[plan.type].map((element) => {
            const [nlsfbCode, material, quantity, unit, installedYear, expectedLife, replacementValue] =
              element.register;
            return {
              aspectId: aspect.id,
              location: element.location,
              codeFull: element.code,
              codeName: element.codeName,
              label: element.label,
              nlsfbCode,
              material,
              quantity,
              unit,
              installedYear,
              expectedLife,
              replacementValue,
              globalIds: globalIdsOf(plan.complex, element),
            };
          }),
        )
        .returning({ id: aspectElements.id });
      for (const days of plan.tasksInDays) {
        await db.insert(schedules).values({
          aspectId: aspect.id,
          supplierId,
          scheduledDate: dateFrom(now, days),
          repeatEvery: plan.repeat?.every ?? null,
          repeatUnit: plan.repeat?.unit ?? null,
        });
      }
      if (plan.performed) {
        await seedEarlierSurvey(db, { aspectId: aspect.id, supplierId, inspector, elements, now });
        const performedAt = daysFrom(now, -150, 11);
        const [done] = await db
          .insert(schedules)
          .values({ aspectId: aspect.id, supplierId, scheduledDate: dateFrom(now, -155), performedAt })
          .returning({ id: schedules.id });
        const photo = await storeFile(db, storage, {
          bytes: await drawDemoPhoto(plan.type === 'roof' ? 'leak' : 'light'),
          name: `inspectie-${plan.type}.jpg`,
          contentType: 'image/jpeg',
          uploadedBy: inspector,
        });
        const [inspection] = await db
          .insert(inspections)
          .values({
            aspectId: aspect.id,
            supplierId,
            scheduleId: done?.id ?? null,
            createdBy: inspector,
            createdAt: daysFrom(now, -151, 9),
            draft: false,
            performedAt,
            state: 'WARN',
            stateDescription: 'Gemiddelde staat; enkele onderdelen vragen op korte termijn aandacht.',
            fileIds: [photo.id],
            planDate: dateFrom(now, -155),
          })
          .returning({ id: inspections.id });
        if (!inspection) throw new Error('inspection not created');
        await db.insert(inspectionFiles).values({ inspectionId: inspection.id, fileId: photo.id });
        await db.insert(inspectionElementStates).values(
          findings.flatMap(([state, stateDescription, requestDescription], index) => {
            const element = elements[index];
            return element
              ? [
                  {
                    inspectionId: inspection.id,
                    elementId: element.id,
                    stateDescription,
                    createRequest: requestDescription !== '',
                    requestDescription,
                    ...scoredFindings(state, defectRounds[1]?.[index] ?? []),
                  },
                ]
              : [];
          }),
        );
        // The requests that the findings raised.
        const complexId = await complexIdOf(db, plan.complex);
        for (const [index, [, , requestDescription]] of findings.entries()) {
          const element = elements[index];
          if (!element || requestDescription === '') continue;
          const { id: requestId } = await raiseRequest(db, {
            complexId,
            description: requestDescription,
            publiclyVisible: false,
            createdBy: inspector,
            createdAt: performedAt,
            raisedBy: { inspectionId: inspection.id, elementId: element.id },
          });
          // The administrator took it into handling the next morning (its timeline and audit row).
          await changeRequestStatus(db, {
            reportId: requestId,
            from: 'NIEUW',
            to: 'IN_BEHANDELING',
            userId: await userIdOf(db, 'admin'),
            at: daysFrom(performedAt, 1, 9),
          });
        }
        const [order] = await db
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.supplierId, supplierId), eq(workOrders.completed, false)))
          .limit(1);
        if (order)
          await db
            .insert(workOrderInspections)
            .values({ workAssignmentId: order.id, inspectionId: inspection.id });
      } else {
        // An inspection started from the first task and not yet saved: it shows under 'Editing'.
        const [task] = await db
          .select({ id: schedules.id, date: schedules.scheduledDate })
          .from(schedules)
          .where(eq(schedules.aspectId, aspect.id))
          .limit(1);
        if (plan.type === 'frames' && task) {
          await db.insert(inspections).values({
            aspectId: aspect.id,
            supplierId,
            scheduleId: task.id,
            createdBy: inspector,
            createdAt: daysFrom(now, -1, 14),
            draft: true,
            planDate: task.date,
          });
        }
      }
    }
  },
};
