import { describe, expect, it } from 'vitest';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { ComplexConditions, ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import type { RegisterElement } from '@vve/contract/calls/office-planning';
import { callerFor, type Caller } from '../../test/api-client';
import { createAspectWithTask, createComplex, createSupplier, createUser } from '../../test/factories';
import { elementFinding, saveBody } from '../../test/inspection-save-body';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const YEAR = 365 * 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())('the condition overview on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const ok = async <T>(answer: Promise<{ status: number; body: unknown }>): Promise<T> => {
    const { status, body } = await answer;
    expect(status, JSON.stringify(body)).toBe(200);
    return body as T;
  };

  /** A complex with a roof aspect (Dakvlak A, Lichtkoepel, Dakvlak B) and its task, and their replacement values. */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const supplier = await createSupplier(db);
    const task = await createAspectWithTask(db, complex.id, supplier.id);
    const administrator = await createUser(db, ['administrator']);
    const admin = await callerFor(app, administrator);
    const member = await callerFor(app, supplier.member);
    /** Logs both in again: a year later their sessions have ended. */
    const again = async () => ({
      admin: await callerFor(app, administrator),
      member: await callerFor(app, supplier.member),
    });
    const [roofA, skylight, roofB] = task.elementIds.map((id) => id);
    const value = async (id: number | undefined, label: string, replacementValue: number) =>
      ok<RegisterElement>(
        admin('PUT', `/api/app/office/aspect-elements/${id ?? 0}`, {
          elementCode: { fullCode: '27.1.1', name: 'Dakbedekking' },
          label,
          location: 'Dak',
          replacementValue,
        }),
      );
    await value(roofA, 'Dakvlak A', 30_000);
    await value(skylight, 'Lichtkoepel', 3_000);
    await value(roofB, 'Dakvlak B', 27_000);
    return { complex, supplier, admin, member, again, ...task, roofA, skylight, roofB };
  };

  /** Performs an inspection of the aspect's open task with these element findings. */
  const inspect = async (member: Caller, aspectId: number, scheduleId: number, entries: object[]) => {
    const draft = await ok<Inspection>(
      member('GET', `/api/app/inspections/new?aspect=${aspectId}&schedule=${scheduleId}`),
    );
    return ok<Inspection>(
      member('PUT', `/inspections/${draft.id}`, saveBody(draft, { statePerElement: entries as never })),
    );
  };

  const defect = (severity: string, intensity: number, extent: number) => ({
    type: 'wear',
    severity,
    intensity,
    extent,
  });

  it('shows each element’s latest score worst first, the overdue ones, the aspect’s and complex’s condition, and an element’s history', async () => {
    const w = await world();
    const { clock } = testApp();
    const first = await inspect(w.member, w.aspectId, w.scheduleId, [
      elementFinding(w.roofA, { defects: [defect('serious', 2, 4)] }),
      elementFinding(w.skylight, { surveyCode: 8 }),
    ]);
    clock.advance(YEAR);
    const { admin, member } = await w.again();
    const next = await ok<{ id: number }>(
      admin('POST', `/api/app/office/aspects/${w.aspectId}/tasks`, {
        supplierId: w.supplier.id,
        scheduledDate: '2027-04-01',
        repeat: null,
      }),
    );
    const second = await inspect(member, w.aspectId, next.id, [
      elementFinding(w.roofA, { defects: [defect('serious', 3, 4)] }),
      elementFinding(w.roofB, { defects: [defect('minor', 1, 1)] }),
    ]);

    const overview = await ok<ComplexConditions>(
      admin('GET', `/api/app/office/complexes/${w.complex.id}/conditions`),
    );
    expect(
      overview.elements.map(({ element, score, overdue, scoredAt }) => [
        element.label,
        score,
        overdue,
        scoredAt,
      ]),
    ).toEqual([
      ['Dakvlak A', 5, true, second.performedAt],
      ['Dakvlak B', 1, false, second.performedAt],
      ['Lichtkoepel', 8, false, first.performedAt],
    ]);
    // By replacement value, 8 left out: (1.7 · 30,000 + 1.0 · 27,000) / 57,000 = 1.368 → 4.
    expect(overview.condition).toMatchObject({ condition: 4, weighting: 'value' });
    expect(overview.condition?.factor).toBeCloseTo(1.3684, 4);
    expect(overview.aspects).toEqual([
      expect.objectContaining({ id: w.aspectId, condition: overview.condition }),
    ]);
    expect(overview.unscoredElements).toBe(0);

    const history = await ok<ElementConditionHistory>(
      admin('GET', `/api/app/office/aspect-elements/${w.roofA ?? 0}/condition-history`),
    );
    expect(history.element).toMatchObject({ id: w.roofA, label: 'Dakvlak A', replacementValue: 30_000 });
    expect(history.entries.map(({ inspectionId, score, state }) => [inspectionId, score, state])).toEqual([
      [first.id, 4, 'WARN'],
      [second.id, 5, 'BAD'],
    ]);
    expect(history.entries[1]?.defects).toEqual([
      { type: 'wear', severity: 'serious', intensity: 3, extent: 4, description: '', files: [], photos: [] },
    ]);
  });

  it('has no condition before any score, counts the unscored elements, and answers 404 for what does not exist', async () => {
    const w = await world();
    const overview = await ok<ComplexConditions>(
      w.admin('GET', `/api/app/office/complexes/${w.complex.id}/conditions`),
    );
    expect(overview).toMatchObject({ condition: null, elements: [], unscoredElements: 3 });
    expect(overview.aspects[0]?.condition).toBeNull();
    // A finding graded the spec's way only gives no score.
    await inspect(w.member, w.aspectId, w.scheduleId, [elementFinding(w.roofA, { state: 'BAD' })]);
    expect(
      (await ok<ComplexConditions>(w.admin('GET', `/api/app/office/complexes/${w.complex.id}/conditions`)))
        .unscoredElements,
    ).toBe(3);
    expect((await w.admin('GET', '/api/app/office/complexes/999999/conditions')).status).toBe(404);
    expect((await w.admin('GET', '/api/app/office/aspect-elements/999999/condition-history')).status).toBe(
      404,
    );
    expect((await w.member('GET', `/api/app/office/complexes/${w.complex.id}/conditions`)).status).toBe(404);
  });

  it('shows the supplier who inspects an aspect its register and its elements’ histories, and nobody else', async () => {
    const w = await world();
    const { app, db } = testApp();
    await inspect(w.member, w.aspectId, w.scheduleId, [
      elementFinding(w.roofA, { defects: [defect('serious', 2, 4)] }),
    ]);
    const register = await ok<RegisterElement[]>(w.member('GET', `/api/app/aspect/${w.aspectId}/register`));
    expect(register.map(({ label, replacementValue }) => [label, replacementValue])).toEqual([
      ['Dakvlak A', 30_000],
      ['Lichtkoepel', 3_000],
      ['Dakvlak B', 27_000],
    ]);
    const history = await ok<ElementConditionHistory>(
      w.member('GET', `/api/app/aspect-elements/${w.roofA ?? 0}/condition-history`),
    );
    expect(history.entries.map(({ score, state }) => [score, state])).toEqual([[4, 'WARN']]);

    const other = await callerFor(app, (await createSupplier(db)).member);
    const resident = await callerFor(app, await createUser(db, ['owner']));
    for (const caller of [other, resident]) {
      expect((await caller('GET', `/api/app/aspect/${w.aspectId}/register`)).status).toBe(404);
      const refused = await caller('GET', `/api/app/aspect-elements/${w.roofA ?? 0}/condition-history`);
      expect(refused).toMatchObject({ status: 404, body: { message: 'Element not found' } });
    }
  });
});
