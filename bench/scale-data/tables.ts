import { conditionFinding } from './condition-findings';
import { elementRegister } from './element-register';
import { ASPECT_TYPE_NAMES, type Portfolio } from './portfolio';
import { seededRandom, zipf } from './random';

export type Value = string | number | boolean | Date | null | readonly (string | number)[];
export type Row = readonly Value[];

/** One table of the dataset: its columns, and its rows in the columns' order, made when read. */
export interface TableData {
  name: string;
  columns: readonly string[];
  rows: () => Iterable<Row>;
}

const DAY_MS = 86_400_000;
/** The dataset's present: records were made over the five years before it. */
const UNTIL = Date.UTC(2026, 10, 1);
const SINCE = UNTIL - 5 * 365 * DAY_MS;
/** Since when inspections score elements by NEN 2767 (migration 0023). */
const SCORED_SINCE = UNTIL - 365 * DAY_MS;

/** The n-th of `count` moments spread evenly (ids follow time, as they do in the product). */
const momentOf = (n: number, count: number) => new Date(SINCE + Math.floor(((UNTIL - SINCE) * n) / count));
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const cities = [
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Den Haag',
  'Eindhoven',
  'Groningen',
  'Haarlem',
  'Delft',
];
const streets = ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Lindelaan', 'Havenkade'];
const complaints = [
  'Lekkage bij de dakgoot',
  'Voordeur sluit niet goed',
  'Lift staat stil',
  'Verlichting in het trappenhuis kapot',
  'Scheur in de gevel',
  'Intercom werkt niet',
];
const jobs = [
  'Dakgoot repareren',
  'Slot vervangen',
  'Lift onderhoud',
  'Lampen vervangen',
  'Gevel herstellen',
];
const priorities = ['Laag', 'Normaal', 'Hoog', 'Spoed'];
const repairTypes = ['Correctief', 'Planmatig', 'Mutatie'];
const requestStatuses = ['NIEUW', 'NIEUW', 'IN_BEHANDELING', 'OPGELOST', 'OPGELOST', 'AFGEWEZEN'];
/** Requests' priorities, mostly normal, with the default response targets in days (migration 0021). */
const requestPriorities: readonly (readonly [string, number])[] = [
  ['Normaal', 10],
  ['Normaal', 10],
  ['Normaal', 10],
  ['Hoog', 3],
  ['Laag', 30],
  ['Spoed', 1],
];
const inspectionStates = ['GREAT', 'GREAT', 'WARN', 'BAD', 'MISSING'];
const openStatuses = ['FOLLOW_UP_ACTION_NEEDED', 'BLOCKED'];
/** Every fifth request has a photo (one stored image: the rows are what the lists read). */
const PHOTO_EVERY = 5;
const PHOTO_HASH = 'a'.repeat(64);

/**
 * The tables of a generated portfolio in the order they load (a table after those it refers to). Every
 * table draws from its own seeded source, so each is the same on every run whatever is loaded before it.
 */
export const portfolioTables = (world: Portfolio, passwordHash: string): TableData[] => {
  const { size } = world;
  const table = (name: string, columns: readonly string[], rows: () => Iterable<Row>): TableData => ({
    name,
    columns,
    rows,
  });
  const supplierOf = (seed: number) => zipf(size.suppliers, seededRandom(seed));
  const { aspects } = world;
  const aspectTypeOf = (aspectId: number) => ((aspectId - 1) % ASPECT_TYPE_NAMES.length) + 1;
  const inLargestComplex = (aspectId: number) => world.complexOfAspect(aspectId) === world.largestComplex;
  /** The complex of each request, for the work orders made from them (filled as the requests load). */
  const requestComplex = new Int32Array(size.requests + 1);
  /** Who made each request, the uploader of its photo (filled as the requests load). */
  const requestCreator = new Int32Array(size.requests + 1);
  /** The aspect of each inspection, for its findings (filled as the inspections load). */
  const inspectionAspect = new Int32Array(size.inspections + 1);
  /** The suppliers of work orders and inspections, to relate each work order to its supplier's inspections. */
  const workOrderSupplier = new Int32Array(size.workOrders + 1);
  const inspectionSupplier = new Int32Array(size.inspections + 1);

  return [
    table('users', ['id', 'username', 'password_hash', 'name', 'roles', 'created_at'], function* () {
      for (let id = 1; id <= size.users; id += 1) {
        const role =
          id <= size.administrators
            ? 'administrator'
            : id < world.firstResidentId
              ? 'supplier'
              : id - world.firstResidentId < world.owners
                ? 'owner'
                : 'tenant';
        yield [id, world.username(id), passwordHash, `Gebruiker ${id}`, [role], momentOf(id, size.users)];
      }
    }),
    table('complexes', ['id', 'naam', 'omschrijving', 'adres', 'plaats', 'financieel_beheer'], function* () {
      const random = seededRandom(2);
      for (let id = 1; id <= size.complexes; id += 1) {
        const street = random.pick(streets);
        yield [
          id,
          `VvE ${street} ${id}`,
          `Complex ${id}`,
          `${street} ${id}`,
          random.pick(cities),
          id % 2 === 0,
        ];
      }
    }),
    table('units', ['id', 'complex_id', 'adres', 'index_nr'], function* () {
      for (let id = 1; id <= world.units; id += 1) {
        yield [id, world.complexOfUnit(id), `Woning ${id}`, String(((id - 1) % size.unitsPerComplex) + 1)];
      }
    }),
    table('unit_owners', ['unit_id', 'user_id'], function* () {
      for (let resident = 0; resident < world.owners; resident += 1) {
        yield [world.unitOfResident(resident), world.firstResidentId + resident];
      }
    }),
    table(
      'rental_contracts',
      [
        'id',
        'complex_id',
        'tenant_id',
        'gross_cents',
        'landlord_account',
        'automatic_collection',
        'rent_arrears_cents',
        'deposit_cents',
        'start_date',
        'notice_period_in_months',
      ],
      function* () {
        for (let resident = world.owners; resident < world.residents; resident += 1) {
          const id = resident - world.owners + 1;
          const complexId = world.complexOfUnit(world.unitOfResident(resident));
          yield [
            id,
            complexId,
            world.firstResidentId + resident,
            95_000,
            'NL91ABNA0417164300',
            true,
            0,
            190_000,
            '2024-01-01',
            1,
          ];
        }
      },
    ),
    table('meetings', ['id', 'complex_id', 'starts_at'], function* () {
      for (let complexId = 1; complexId <= size.complexes; complexId += 1) {
        yield [complexId * 2 - 1, complexId, new Date(UNTIL - 90 * DAY_MS)];
        yield [complexId * 2, complexId, new Date(UNTIL + 400 * DAY_MS)];
      }
    }),
    table('financial_years', ['id', 'complex_id', 'year'], function* () {
      for (let complexId = 1; complexId <= size.complexes; complexId += 1) yield [complexId, complexId, 2026];
    }),
    table('budgets', ['id', 'financial_year_id', 'adopted_on'], function* () {
      for (let yearId = 1; yearId <= size.complexes; yearId += 1) yield [yearId, yearId, '2025-12-10'];
    }),
    table(
      'reports',
      [
        'id',
        'complex_id',
        'nr',
        'omschrijving',
        'status',
        'publicly_visible',
        'created_by',
        'created_at',
        'handled_by',
        'priority',
        'due_at',
      ],
      function* () {
        const random = seededRandom(3);
        const priorities = seededRandom(15);
        const residents = seededRandom(4);
        const handlers = seededRandom(14);
        const numbers = new Int32Array(size.complexes + 1);
        for (let id = 1; id <= size.requests; id += 1) {
          const resident = residents.int(0, world.residents - 1);
          const userId = world.firstResidentId + resident;
          const complexId = world.complexOfUnit(world.unitOfResident(resident));
          requestComplex[id] = complexId;
          requestCreator[id] = userId;
          const nr = (numbers[complexId] = (numbers[complexId] ?? 0) + 1);
          const omschrijving = `${random.pick(complaints)} (${id})`;
          const status = random.pick(requestStatuses);
          const createdAt = momentOf(id, size.requests);
          const [priority, dueInDays] = priorities.pick(requestPriorities);
          yield [
            id,
            complexId,
            nr,
            omschrijving,
            status,
            random.chance(0.3),
            userId,
            createdAt,
            // An administrator moved on every request that is no longer new.
            status === 'NIEUW' ? null : handlers.int(1, size.administrators),
            priority,
            new Date(createdAt.getTime() + dueInDays * DAY_MS),
          ];
        }
      },
    ),
    table(
      'files',
      ['id', 'content_hash', 'access_code', 'name', 'content_type', 'size', 'uploaded_by', 'created_at'],
      function* () {
        for (let requestId = PHOTO_EVERY; requestId <= size.requests; requestId += PHOTO_EVERY) {
          const id = requestId / PHOTO_EVERY;
          yield [
            id,
            PHOTO_HASH,
            `code${id}`,
            `foto-${id}.jpg`,
            'image/jpeg',
            48_213,
            requestCreator[requestId] ?? null,
            momentOf(requestId, size.requests),
          ];
        }
      },
    ),
    table('report_attachments', ['report_id', 'file_id', 'position'], function* () {
      for (let requestId = PHOTO_EVERY; requestId <= size.requests; requestId += PHOTO_EVERY) {
        yield [requestId, requestId / PHOTO_EVERY, 0];
      }
    }),
    table('supplier_organisations', ['id', 'naam'], function* () {
      for (let id = 1; id <= size.suppliers; id += 1) yield [id, `Leverancier ${id}`];
    }),
    table('supplier_members', ['user_id', 'supplier_id'], function* () {
      for (let supplierId = 1; supplierId <= size.suppliers; supplierId += 1) {
        for (let member = 1; member <= size.membersPerSupplier; member += 1) {
          yield [world.supplierMemberId(supplierId, member), supplierId];
        }
      }
    }),
    table(
      'work_assignments',
      [
        'id',
        'supplier_id',
        'complex_id',
        'omschrijving',
        'created_at',
        'start_date',
        'planning_date',
        'priority',
        'repair_type',
        'indication_amount_cents',
        'completed',
        'request_id',
      ],
      function* () {
        const random = seededRandom(5);
        const supplier = supplierOf(6);
        for (let id = 1; id <= size.workOrders; id += 1) {
          const createdAt = momentOf(id, size.workOrders);
          const requestId = random.chance(0.4) ? random.int(1, size.requests) : null;
          const complexId =
            requestId === null ? random.int(1, size.complexes) : (requestComplex[requestId] ?? 1);
          const supplierId = supplier();
          workOrderSupplier[id] = supplierId;
          yield [
            id,
            supplierId,
            complexId,
            random.pick(jobs),
            createdAt,
            isoDate(createdAt.getTime() + 7 * DAY_MS),
            random.chance(0.7) ? isoDate(createdAt.getTime() + 14 * DAY_MS) : null,
            random.pick(priorities),
            random.pick(repairTypes),
            random.chance(0.5) ? random.int(5_000, 500_000) : null,
            random.chance(0.6),
            requestId,
          ];
        }
      },
    ),
    table(
      'supplier_updates',
      ['id', 'work_assignment_id', 'status', 'description', 'created_by', 'created_at'],
      function* () {
        const random = seededRandom(7);
        let id = 0;
        for (let order = 1; order <= size.workOrders; order += 1) {
          const updates = random.int(0, 3);
          const createdAt = momentOf(order, size.workOrders).getTime();
          for (let n = 1; n <= updates; n += 1) {
            id += 1;
            const status = n === updates && random.chance(0.5) ? 'COMPLETE' : random.pick(openStatuses);
            yield [
              id,
              order,
              status,
              random.chance(0.5) ? 'Materiaal besteld' : null,
              null,
              new Date(createdAt + n * DAY_MS),
            ];
          }
        }
      },
    ),
    table('aspect_types', ['id', 'name', 'description', 'icon'], function* () {
      for (const [index, name] of ASPECT_TYPE_NAMES.entries()) yield [index + 1, name, null, null];
    }),
    table('aspects', ['id', 'complex_id', 'aspect_type_id', 'name'], function* () {
      for (let id = 1; id <= aspects; id += 1) {
        const typeId = aspectTypeOf(id);
        const block = world.blockOfAspect(id);
        const name = block === undefined ? null : `${ASPECT_TYPE_NAMES[typeId - 1] ?? ''} blok ${block}`;
        yield [id, world.complexOfAspect(id), typeId, name];
      }
    }),
    table(
      'aspect_elements',
      [
        'id',
        'aspect_id',
        'label',
        'location',
        'code_full',
        'code_name',
        'nlsfb_code',
        'material',
        'quantity',
        'unit',
        'installed_year',
        'expected_life',
        'replacement_value',
      ],
      function* () {
        const random = seededRandom(16);
        for (let aspectId = 1; aspectId <= aspects; aspectId += 1) {
          // Only the largest complex has a register: the others' were never filled in (their elements are
          // scored all the same).
          const surveyed = inLargestComplex(aspectId);
          for (let n = 1; n <= size.elementsPerAspect; n += 1) {
            const id = (aspectId - 1) * size.elementsPerAspect + n;
            const register = surveyed ? elementRegister(aspectTypeOf(aspectId), n, random) : undefined;
            const name = register ? `${register.name} ${n}` : `Element ${n}`;
            yield [
              id,
              aspectId,
              name,
              `Verdieping ${Math.ceil(n / 3)}`,
              `E.${aspectId}.${n}`,
              register?.name ?? name,
              register?.nlsfbCode ?? null,
              register?.material ?? null,
              register?.quantity ?? null,
              register?.unit ?? null,
              register?.installedYear ?? null,
              register?.expectedLife ?? null,
              register?.replacementValue ?? null,
            ];
          }
        }
      },
    ),
    table('schedules', ['id', 'aspect_id', 'supplier_id', 'scheduled_date', 'performed_at'], function* () {
      const random = seededRandom(8);
      const supplier = supplierOf(9);
      for (let id = 1; id <= size.schedules; id += 1) {
        const scheduled = SINCE + random.int(0, 6 * 365) * DAY_MS;
        yield [
          id,
          random.int(1, aspects),
          supplier(),
          isoDate(scheduled),
          scheduled < UNTIL ? new Date(scheduled) : null,
        ];
      }
    }),
    table(
      'inspections',
      [
        'id',
        'aspect_id',
        'supplier_id',
        'created_by',
        'created_at',
        'draft',
        'performed_at',
        'state',
        'state_description',
      ],
      function* () {
        const random = seededRandom(10);
        const supplier = supplierOf(11);
        for (let id = 1; id <= size.inspections; id += 1) {
          const aspectId = random.int(1, aspects);
          const supplierId = supplier();
          const createdAt = momentOf(id, size.inspections);
          const draft = random.chance(0.1);
          inspectionAspect[id] = aspectId;
          inspectionSupplier[id] = supplierId;
          yield [
            id,
            aspectId,
            supplierId,
            world.supplierMemberId(supplierId, random.int(1, size.membersPerSupplier)),
            createdAt,
            draft,
            draft ? null : createdAt,
            random.pick(inspectionStates),
            random.chance(0.3) ? 'Slijtage zichtbaar' : null,
          ];
        }
      },
    ),
    table(
      'inspection_element_states',
      [
        'inspection_id',
        'element_id',
        'state',
        'state_description',
        'create_request',
        'request_description',
        'defects',
        'survey_code',
        'score',
      ],
      function* () {
        const random = seededRandom(12);
        const surveys = seededRandom(17);
        const findings = Math.min(size.findingsPerInspection, size.elementsPerAspect);
        for (let inspectionId = 1; inspectionId <= size.inspections; inspectionId += 1) {
          const aspectId = inspectionAspect[inspectionId] ?? 1;
          const firstElement = (aspectId - 1) * size.elementsPerAspect;
          const offset = random.int(0, size.elementsPerAspect - findings);
          // Inspections record NEN 2767 defects and scores since a year (before, the spec's grades alone); the
          // largest complex's history of such surveys goes back further, to the first of its inspections.
          const surveyed =
            inLargestComplex(aspectId) || momentOf(inspectionId, size.inspections).getTime() >= SCORED_SINCE;
          for (let n = 1; n <= findings; n += 1) {
            const elementId = firstElement + offset + n;
            if (surveyed) {
              const { state, defects, surveyCode, score } = conditionFinding(surveys);
              yield [inspectionId, elementId, state, null, false, '', defects, surveyCode, score];
            } else {
              yield [
                inspectionId,
                elementId,
                random.pick(inspectionStates),
                null,
                false,
                '',
                '[]',
                null,
                null,
              ];
            }
          }
        }
      },
    ),
    table('work_assignment_inspections', ['work_assignment_id', 'inspection_id'], function* () {
      const random = seededRandom(13);
      const inspectionsOf = Array.from({ length: size.suppliers + 1 }, () => [] as number[]);
      for (let id = 1; id <= size.inspections; id += 1) inspectionsOf[inspectionSupplier[id] ?? 0]?.push(id);
      // Every other work order relates to an inspection of its own supplier.
      for (let order = 2; order <= size.workOrders; order += 2) {
        const candidates = inspectionsOf[workOrderSupplier[order] ?? 0] ?? [];
        if (candidates.length > 0) yield [order, random.pick(candidates)];
      }
    }),
  ];
};
