import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AspectElement } from '@vve/contract/calls/aspects';
import type { Inspection } from '@vve/contract/calls/inspections';
import type {
  OfficeAspect,
  OfficePlanning,
  OfficeTask,
  PlanningChoices,
  RegisterElement,
} from '@vve/contract/calls/office-planning';
import type { Schedule } from '@vve/contract/calls/schedules';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { aspectElements, aspectTypes, aspects, schedules } from '../db/schema/inspections';
import { callerFor, type Caller } from '../../test/api-client';
import { createComplex, createSupplier, createUser } from '../../test/factories';
import { performedSave } from '../../test/inspection-save-body';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const PLANNING = '/api/app/office';

describe.each(testDatabaseKinds())('the back office maintenance planning on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /** A complex with a supplier, an aspect type and an administrator to plan them. */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const [type] = await db
      .insert(aspectTypes)
      .values({ name: 'Dakbedekking', description: null, icon: null })
      .returning();
    if (!type) throw new Error('aspect type not created');
    const admin = await callerFor(app, await createUser(db, ['administrator'], 'Gerda Mulder'));
    const member = await callerFor(app, supplier.member);
    return { complex, supplier, typeId: type.id, admin, member };
  };

  const ok = async <T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
    return body as T;
  };

  const planning = (call: Caller, complexId: number) =>
    ok<OfficePlanning>(call('GET', `${PLANNING}/complexes/${complexId}/planning`));

  const element = (label: string, location = 'Dak noord', fullCode = '27.1.1') => ({
    elementCode: { fullCode, name: 'Dakbedekking bitumen' },
    label,
    location,
  });

  /** What the register knows of an element sent with the spec's fields only: nothing. */
  const UNREGISTERED = {
    nlsfbCode: null,
    material: null,
    quantity: null,
    unit: null,
    installedYear: null,
    expectedLife: null,
    replacementValue: null,
    globalIds: [],
  };

  /** A flat roof as the element register knows it. */
  const REGISTERED = {
    nlsfbCode: '2710',
    material: 'Bitumen, twee lagen',
    quantity: 412.5,
    unit: 'm2',
    installedYear: 2004,
    expectedLife: 25,
    replacementValue: 28_875.5,
    globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH', '1hOSvn6df7F8_7GcBWlRGQ'],
  };

  /** Everything the planning may write, counted: a refused call changes none of it. */
  const writes = async () => {
    const { db } = testApp();
    const counts = await Promise.all(
      [aspects, aspectElements, schedules, auditEvents].map(async (table) => {
        const [row] = await db.select({ n: count() }).from(table);
        return row?.n ?? 0;
      }),
    );
    return counts.join(',');
  };

  /** Registers and saves an inspection of the task, as the supplier-app does. */
  const perform = async (member: Caller, aspectId: number, taskId: number) => {
    const draft = await ok<Inspection>(
      member('GET', `/api/app/inspections/new?aspect=${aspectId}&schedule=${taskId}`),
    );
    const save = () =>
      ok<Inspection>(member('PUT', `/inspections/${draft.id}`, performedSave(aspectId, taskId)));
    await save();
    return save;
  };

  it('lists the aspect types and the suppliers in use to choose from', async () => {
    const { admin, supplier, typeId } = await world();
    const choices = await ok<PlanningChoices>(admin('GET', `${PLANNING}/planning-choices`));
    expect(choices.aspectTypes).toContainEqual({ id: typeId, name: 'Dakbedekking' });
    expect(choices.suppliers).toContainEqual({ id: supplier.id, naam: supplier.naam });
  });

  it('adds, names, renames and removes aspects with their elements; the supplier-app shows the name', async () => {
    const { admin, member, complex, supplier, typeId } = await world();
    const unnamed = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: '  ' }),
    );
    expect(unnamed).toEqual({
      id: unnamed.id,
      aspectType: { id: typeId, name: 'Dakbedekking' },
      name: null,
      elements: [],
    });
    const named = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, {
        aspectTypeId: typeId,
        name: ' Platte daken blok A ',
      }),
    );
    expect(named.name).toBe('Platte daken blok A');

    const zuid = await ok<AspectElement>(
      admin('POST', `${PLANNING}/aspects/${named.id}/elements`, element('Dakvlak B', 'Dak zuid')),
    );
    const noord = await ok<AspectElement>(
      admin('POST', `${PLANNING}/aspects/${named.id}/elements`, element(' Dakvlak A ')),
    );
    expect(noord).toEqual({
      id: noord.id,
      label: 'Dakvlak A',
      location: 'Dak noord',
      elementCode: { fullCode: '27.1.1', name: 'Dakbedekking bitumen' },
      ...UNREGISTERED,
    });
    const changed = await ok<AspectElement>(
      admin('PUT', `${PLANNING}/aspect-elements/${zuid.id}`, element('Lichtkoepel', 'Dak zuid', '27.3.2')),
    );
    expect(changed).toMatchObject({ label: 'Lichtkoepel', elementCode: { fullCode: '27.3.2' } });

    const shown = await planning(admin, complex.id);
    expect(shown.complex).toEqual({ id: complex.id, naam: complex.naam, archived: false });
    // By name: 'Dakbedekking' (its type's) before 'Platte daken blok A'; elements by location.
    expect(shown.aspects.map((aspect) => aspect.id)).toEqual([unnamed.id, named.id]);
    expect(shown.aspects[1]?.elements.map((row) => row.label)).toEqual(['Dakvlak A', 'Lichtkoepel']);

    // The supplier-app names a named aspect by its name, and lists its elements.
    await ok(
      admin('POST', `${PLANNING}/aspects/${named.id}/tasks`, {
        supplierId: supplier.id,
        scheduledDate: '2026-04-01',
        repeat: null,
      }),
    );
    const [task] = await ok<Schedule[]>(member('GET', '/api/app/aspect-schedules/page/1'));
    expect(task?.aspect).toMatchObject({ id: named.id, name: 'Platte daken blok A' });
    expect(task?.aspect.aspectType.name).toBe('Dakbedekking');
    const elements = await ok<AspectElement[]>(member('GET', `/api/app/aspect/${named.id}/elements`));
    expect(elements.map((row) => row.label)).toEqual(['Dakvlak A', 'Lichtkoepel']);
    // The spec's element, without the register's fields.
    expect(Object.keys(elements[0] ?? {}).sort()).toEqual(['elementCode', 'id', 'label', 'location']);

    const renamed = await ok<OfficeAspect>(
      admin('PUT', `${PLANNING}/aspects/${named.id}`, { aspectTypeId: typeId, name: null }),
    );
    expect(renamed.name).toBeNull();

    expect(await ok(admin('DELETE', `${PLANNING}/aspect-elements/${zuid.id}`))).toEqual({ id: zuid.id });
    expect(await ok(admin('DELETE', `${PLANNING}/aspects/${named.id}`))).toEqual({ id: named.id });
    const after = await planning(admin, complex.id);
    expect(after.aspects.map((aspect) => aspect.id)).toEqual([unnamed.id]);
    expect(after.openTasks).toEqual([]);
    expect((await admin('DELETE', `${PLANNING}/aspects/${named.id}`)).status).toBe(404);
  });

  it('keeps an element register: NL-SfB code, material, quantity, year, life, value and model elements', async () => {
    const { admin, complex, typeId } = await world();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }),
    );
    const added = await ok<RegisterElement>(
      admin('POST', `${PLANNING}/aspects/${aspect.id}/elements`, { ...element('Dakvlak A'), ...REGISTERED }),
    );
    expect(added).toEqual({ ...added, ...REGISTERED, id: added.id });
    const [shown] = (await planning(admin, complex.id)).aspects;
    expect(shown?.elements).toEqual([added]);

    // A client that sends the spec's fields only changes those, and keeps the register.
    const renamed = await ok<RegisterElement>(
      admin('PUT', `${PLANNING}/aspect-elements/${added.id}`, element('Dakvlak A1')),
    );
    expect(renamed).toEqual({ ...added, label: 'Dakvlak A1' });
    // Null clears a field; a blank material is none.
    const cleared = await ok<RegisterElement>(
      admin('PUT', `${PLANNING}/aspect-elements/${added.id}`, {
        ...element('Dakvlak A1'),
        material: '  ',
        quantity: null,
        unit: null,
        replacementValue: null,
        globalIds: [],
      }),
    );
    expect(cleared).toEqual({
      ...renamed,
      material: null,
      quantity: null,
      unit: null,
      replacementValue: null,
      globalIds: [],
    });
  });

  it('plans tasks with a repeat for a supplier, who sees them; changes and removes open ones', async () => {
    const { admin, member, complex, supplier, typeId } = await world();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }),
    );
    const later = await ok<OfficeTask>(
      admin('POST', `${PLANNING}/aspects/${aspect.id}/tasks`, {
        supplierId: supplier.id,
        scheduledDate: '2026-10-01',
        repeat: { every: 2, unit: 'years' },
      }),
    );
    expect(later).toEqual({
      id: later.id,
      aspect: { id: aspect.id, name: 'Dakbedekking' },
      supplier: { id: supplier.id, naam: supplier.naam },
      scheduledDate: '2026-10-01',
      repeat: { every: 2, unit: 'years' },
      performedAt: null,
      started: false,
    });
    const sooner = await ok<OfficeTask>(
      admin('POST', `${PLANNING}/aspects/${aspect.id}/tasks`, {
        supplierId: supplier.id,
        scheduledDate: '2026-05-01',
        repeat: null,
      }),
    );
    expect((await planning(admin, complex.id)).openTasks.map((task) => task.id)).toEqual([
      sooner.id,
      later.id,
    ]);
    const seen = await ok<Schedule[]>(member('GET', '/api/app/aspect-schedules/page/1'));
    expect(seen.map((task) => [task.id, task.scheduledDate])).toEqual([
      [sooner.id, '2026-05-01'],
      [later.id, '2026-10-01'],
    ]);

    const moved = await ok<OfficeTask>(
      admin('PUT', `${PLANNING}/tasks/${later.id}`, {
        supplierId: supplier.id,
        scheduledDate: '2026-03-15',
        repeat: { every: 6, unit: 'months' },
      }),
    );
    expect(moved).toMatchObject({ scheduledDate: '2026-03-15', repeat: { every: 6, unit: 'months' } });

    // Another supplier takes the sooner one over: it leaves the first supplier's tasks.
    const other = await createSupplier(testApp().db);
    await ok(
      admin('PUT', `${PLANNING}/tasks/${sooner.id}`, {
        supplierId: other.id,
        scheduledDate: '2026-05-01',
        repeat: null,
      }),
    );
    const stillSeen = await ok<Schedule[]>(member('GET', '/api/app/aspect-schedules/page/1'));
    expect(stillSeen.map((task) => task.id)).toEqual([later.id]);

    expect(await ok(admin('DELETE', `${PLANNING}/tasks/${sooner.id}`))).toEqual({ id: sooner.id });
    expect((await planning(admin, complex.id)).openTasks.map((task) => task.id)).toEqual([later.id]);
  });

  it('plans the next task when a repeating one is performed, in the same save, once', async () => {
    const { admin, member, complex, supplier, typeId } = await world();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: 'Daken' }),
    );
    const plan = (scheduledDate: string, repeat: object | null) =>
      ok<OfficeTask>(
        admin('POST', `${PLANNING}/aspects/${aspect.id}/tasks`, {
          supplierId: supplier.id,
          scheduledDate,
          repeat,
        }),
      );
    const monthly = await plan('2026-01-31', { every: 1, unit: 'months' });
    const once = await plan('2026-02-10', null);

    const saveAgain = await perform(member, aspect.id, monthly.id);
    const shown = await planning(admin, complex.id);
    expect(shown.performedTasks.map((task) => [task.id, task.performedAt])).toEqual([
      [monthly.id, '2026-03-02T09:00:00.000Z'],
    ]);
    const next = shown.openTasks.find((task) => task.id !== once.id);
    expect(next).toMatchObject({
      aspect: { id: aspect.id },
      supplier: { id: supplier.id },
      scheduledDate: '2026-02-28',
      repeat: { every: 1, unit: 'months' },
      performedAt: null,
    });
    const seen = await ok<Schedule[]>(member('GET', '/api/app/aspect-schedules/page/1'));
    expect(seen.map((task) => task.id)).toEqual([once.id, next?.id]);
    expect(seen.map((task) => task.scheduledDate)).toEqual(['2026-02-10', '2026-02-28']);

    // Saving the inspection again plans no second next task; a task without a repeat plans none.
    await saveAgain();
    await perform(member, aspect.id, once.id);
    const after = await planning(admin, complex.id);
    expect(after.openTasks.map((task) => task.id)).toEqual([next?.id]);
    expect(after.performedTasks.map((task) => task.id).sort()).toEqual([monthly.id, once.id].sort());

    const { db } = testApp();
    const audit = await db
      .select({ action: auditEvents.action, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, complex.id));
    expect(audit.filter((row) => row.action === 'complex.task-repeated')).toEqual([
      {
        action: 'complex.task-repeated',
        details: { performedTaskId: monthly.id, taskId: next?.id, date: '2026-02-28' },
      },
    ]);

    // What an inspection used is kept: a performed task, a started one, an inspected aspect.
    const refusals: [string, string, object | undefined, string][] = [
      [
        'PUT',
        `tasks/${monthly.id}`,
        { supplierId: supplier.id, scheduledDate: '2026-06-01', repeat: null },
        'This task has been performed, so it is kept as it was.',
      ],
      ['DELETE', `tasks/${monthly.id}`, undefined, 'This task has been performed, so it is kept as it was.'],
      [
        'DELETE',
        `aspects/${aspect.id}`,
        undefined,
        'This aspect has inspections, so it is kept. You can rename it.',
      ],
    ];
    if (next) {
      await ok(member('GET', `/api/app/inspections/new?aspect=${aspect.id}&schedule=${next.id}`));
      expect((await planning(admin, complex.id)).openTasks[0]?.started).toBe(true);
      refusals.push([
        'DELETE',
        `tasks/${next.id}`,
        undefined,
        'An inspection of this task has been started, so it is kept.',
      ]);
    }
    const before = await writes();
    for (const [method, path, body, message] of refusals) {
      const answer = await admin(method as 'PUT', `${PLANNING}/${path}`, body);
      expect(answer, `${method} ${path}`).toMatchObject({ status: 409, body: { message } });
    }
    expect(await writes()).toBe(before);
  });

  it('keeps an element with findings', async () => {
    const { admin, member, complex, supplier, typeId } = await world();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }),
    );
    const found = await ok<AspectElement>(
      admin('POST', `${PLANNING}/aspects/${aspect.id}/elements`, element('Dakvlak A')),
    );
    const task = await ok<OfficeTask>(
      admin('POST', `${PLANNING}/aspects/${aspect.id}/tasks`, {
        supplierId: supplier.id,
        scheduledDate: '2026-04-01',
        repeat: null,
      }),
    );
    const draft = await ok<Inspection>(
      member('GET', `/api/app/inspections/new?aspect=${aspect.id}&schedule=${task.id}`),
    );
    await ok(
      member('PUT', `/inspections/${draft.id}`, {
        aspect: aspect.id,
        schedule: task.id,
        state: 'WARN',
        stateDescription: null,
        statePerElement: [
          {
            element: { id: found.id },
            state: 'BAD',
            stateDescription: 'Lekt',
            createRequest: false,
            requestDescription: '',
            files: [],
          },
        ],
        createRequest: false,
        requestDescription: '',
        files: [],
      }),
    );
    expect(await admin('DELETE', `${PLANNING}/aspect-elements/${found.id}`)).toMatchObject({
      status: 409,
      body: { message: 'This element has findings, so it is kept. You can change it.' },
    });
    // It may be corrected all the same.
    await ok(admin('PUT', `${PLANNING}/aspect-elements/${found.id}`, element('Dakvlak A1')));
  });

  it('refuses bad input with a message and writes nothing', async () => {
    const { admin, complex, supplier, typeId } = await world();
    const { db } = testApp();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }),
    );
    const archivedSupplier = await createSupplier(db);
    await admin('PUT', `/api/app/office/suppliers/${archivedSupplier.id}/archived`, { archived: true });
    const task = { supplierId: supplier.id, scheduledDate: '2026-04-01', repeat: null };
    const cases: [string, string, object, number, string][] = [
      [
        'POST',
        `complexes/${complex.id}/aspects`,
        { aspectTypeId: 999_999, name: null },
        400,
        'Choose one of the aspect types.',
      ],
      ['POST', `complexes/${complex.id}/aspects`, { aspectTypeId: typeId }, 400, 'name'],
      ['POST', `complexes/999999/aspects`, { aspectTypeId: typeId, name: null }, 404, 'Complex not found'],
      ['PUT', `aspects/${aspect.id}`, { aspectTypeId: typeId, name: 'x'.repeat(256) }, 400, 'name'],
      ['POST', `aspects/${aspect.id}/elements`, element('  '), 400, 'An element needs a label.'],
      [
        'POST',
        `aspects/${aspect.id}/elements`,
        { ...element('A'), location: '' },
        400,
        'An element needs a location.',
      ],
      [
        'POST',
        `aspects/${aspect.id}/elements`,
        { ...element('A'), elementCode: { fullCode: ' ', name: 'x' } },
        400,
        'An element needs a code.',
      ],
      [
        'POST',
        `aspects/${aspect.id}/tasks`,
        { ...task, repeat: { every: 0, unit: 'months' } },
        400,
        'A task repeats every 1 to 120 months or years.',
      ],
      [
        'POST',
        `aspects/${aspect.id}/tasks`,
        { ...task, repeat: { every: 121, unit: 'years' } },
        400,
        'A task repeats every 1 to 120 months or years.',
      ],
      [
        'POST',
        `aspects/${aspect.id}/tasks`,
        { ...task, repeat: { every: 1.5, unit: 'years' } },
        400,
        'A task repeats every whole number of months or years.',
      ],
      ['POST', `aspects/${aspect.id}/tasks`, { ...task, repeat: { every: 2, unit: 'weeks' } }, 400, 'unit'],
      [
        'POST',
        `aspects/${aspect.id}/tasks`,
        { ...task, scheduledDate: '0000-04-01' },
        400,
        'A date lies between the years 1900 and 2999.',
      ],
      ['POST', `aspects/${aspect.id}/tasks`, { ...task, scheduledDate: '2026-02-30' }, 400, 'scheduledDate'],
      ['POST', `aspects/${aspect.id}/tasks`, { ...task, supplierId: 999_999 }, 404, 'Supplier not found'],
      [
        'POST',
        `aspects/${aspect.id}/tasks`,
        { ...task, supplierId: archivedSupplier.id },
        409,
        'This supplier is archived. Choose a supplier in use.',
      ],
      ['POST', `aspects/999999/tasks`, task, 404, 'Aspect not found'],
      ['PUT', `tasks/999999`, task, 404, 'Task not found'],
      ['PUT', `aspect-elements/999999`, element('A'), 404, 'Element not found'],
      ...(
        [
          [{ nlsfbCode: '271' }, 'An NL-SfB code is the four digits of an element of table 1, e.g. 2710.'],
          [{ nlsfbCode: '2910' }, 'An NL-SfB code is the four digits of an element of table 1, e.g. 2710.'],
          [{ quantity: -3, unit: 'm2' }, 'A quantity is a number above 0 with at most two decimals.'],
          [{ quantity: 0, unit: 'm2' }, 'A quantity is a number above 0 with at most two decimals.'],
          [{ quantity: 1.005, unit: 'm2' }, 'A quantity is a number above 0 with at most two decimals.'],
          [
            { quantity: 12 },
            'Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
          ],
          [
            { unit: 'st' },
            'Give a quantity with what it is measured in (m², m¹, pieces or lump sum), or neither.',
          ],
          [{ quantity: 12, unit: 'm3' }, 'unit'],
          [{ installedYear: 1799 }, 'A year of installation lies between 1800 and 2100.'],
          [{ installedYear: 2004.5 }, 'A year of installation lies between 1800 and 2100.'],
          [{ expectedLife: 0 }, 'An expected life is a whole number of 1 to 200 years.'],
          [
            { replacementValue: -1 },
            'A replacement value is an amount of 0 euros or more, with at most two decimals.',
          ],
          [
            { replacementValue: 10.001 },
            'A replacement value is an amount of 0 euros or more, with at most two decimals.',
          ],
          [{ globalIds: ['not-a-global-id'] }, 'Expected an IFC GlobalId'],
          [{ globalIds: ['4O2Fr$t4X7Zf8NOew3FLOH'] }, 'Expected an IFC GlobalId'],
          [
            { globalIds: ['2O2Fr$t4X7Zf8NOew3FLOH', '2O2Fr$t4X7Zf8NOew3FLOH'] },
            'Each model element is listed once.',
          ],
        ] as const
      ).map(([register, message]): [string, string, object, number, string] => [
        'POST',
        `aspects/${aspect.id}/elements`,
        { ...element('A'), ...register },
        400,
        message,
      ]),
    ];
    const before = await writes();
    for (const [method, path, body, status, message] of cases) {
      const answer = await admin(method as 'POST', `${PLANNING}/${path}`, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
      expect((answer.body as { message: string }).message).toContain(message);
    }
    expect(await writes()).toBe(before);
  });

  it('shows an archived complex’s planning and refuses changes to it', async () => {
    const { admin, complex, typeId } = await world();
    const { db } = testApp();
    const aspect = await ok<OfficeAspect>(
      admin('POST', `${PLANNING}/complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }),
    );
    await db.update(complexes).set({ archivedAt: new Date() }).where(eq(complexes.id, complex.id));
    const shown = await planning(admin, complex.id);
    expect(shown.complex.archived).toBe(true);
    expect(shown.aspects.map((row) => row.id)).toEqual([aspect.id]);
    const before = await writes();
    for (const [method, path, body] of [
      ['POST', `complexes/${complex.id}/aspects`, { aspectTypeId: typeId, name: null }],
      ['PUT', `aspects/${aspect.id}`, { aspectTypeId: typeId, name: 'Anders' }],
      ['POST', `aspects/${aspect.id}/elements`, element('Dakvlak A')],
    ] as const) {
      expect(await admin(method, `${PLANNING}/${path}`, body)).toMatchObject({
        status: 409,
        body: { message: 'This complex is archived. Take it back into use to change it.' },
      });
    }
    expect(await writes()).toBe(before);
  });

  it('is the administrators’: the supplier of a task finds nothing', async () => {
    const { member, complex } = await world();
    expect((await member('GET', `${PLANNING}/complexes/${complex.id}/planning`)).status).toBe(404);
    expect((await member('GET', `${PLANNING}/planning-choices`)).status).toBe(404);
  });
});
