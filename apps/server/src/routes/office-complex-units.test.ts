import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BimProject, Vve } from '@vve/contract/calls/details';
import {
  UNIT_COST_SHARE_MESSAGE,
  type OfficeBimProject,
  type OfficeComplexDetails,
  type OfficeUnit,
} from '@vve/contract/calls/office-complexes';
import type { OfficeMeeting } from '@vve/contract/calls/meetings';
import { bimModels, bimProjects } from '../db/schema/bim';
import { units } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { callerFor } from '../../test/api-client';
import { createComplex, createUser, makeRentalContract } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

const DUPLICATE = 'A unit with this index number already exists in this complex.';

describe.each(testDatabaseKinds())(
  "a complex's units, meetings and 3D projects on the %s database",
  (kind) => {
    const testApp = useTestApp(kind);

    const aWorld = async () => {
      const { app, db, clock } = testApp();
      const w = await workOrderWorld(app, db, clock.read);
      const complexUrl = `/api/app/office/complexes/${w.complex.id}`;
      const open = async () => {
        const answer = await w.asAdmin('GET', complexUrl);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body as OfficeComplexDetails;
      };
      const addUnit = (indexNr: string, adres = `Kade ${indexNr}`, url = `${complexUrl}/units`) =>
        w.asAdmin('POST', url, { adres, indexNr, votes: 1, costShare: 1 });
      return { ...w, complexUrl, open, addUnit };
    };

    const unitCount = async (complexId: number) =>
      (await testApp().db.select({ n: count() }).from(units).where(eq(units.complexId, complexId)))[0]?.n;

    it('adds, edits and removes units; an index number is unique within its complex only', async () => {
      const w = await aWorld();
      const second = await w.addUnit('B-2', '  Kade 2 ');
      expect(second.status).toBe(200);
      expect(second.body).toEqual({
        id: expect.any(Number) as unknown,
        adres: 'Kade 2',
        indexNr: 'B-2',
        votes: 1,
        costShare: 1,
      });
      const first = (await w.addUnit('A-1')).body as OfficeUnit;
      const { units: listed } = await w.open();
      // By index number: the factory's own unit (T-…) last.
      expect(listed.map((unit) => unit.indexNr).slice(0, 2)).toEqual(['A-1', 'B-2']);

      const duplicate = await w.addUnit('B-2', 'Elders');
      expect(duplicate.status).toBe(409);
      expect((duplicate.body as { message: string }).message).toBe(DUPLICATE);
      const other = await createComplex(testApp().db);
      expect((await w.addUnit('B-2', 'Elders', `/api/app/office/complexes/${other.id}/units`)).status).toBe(
        200,
      );

      const renumbered = await w.asAdmin('PUT', `/api/app/office/units/${first.id}`, {
        adres: 'Kade 1',
        indexNr: 'B-2',
        votes: 1,
        costShare: 1,
      });
      expect(renumbered.status).toBe(409);
      expect((renumbered.body as { message: string }).message).toBe(DUPLICATE);
      const edited = await w.asAdmin('PUT', `/api/app/office/units/${first.id}`, {
        adres: 'Kade 1a',
        indexNr: 'A-1',
        votes: 85,
        costShare: 1720,
      });
      expect(edited.body).toEqual({
        id: first.id,
        adres: 'Kade 1a',
        indexNr: 'A-1',
        votes: 85,
        costShare: 1720,
      });
      expect((await w.open()).units.find((unit) => unit.id === first.id)).toMatchObject({
        votes: 85,
        costShare: 1720,
      });

      expect((await w.asAdmin('DELETE', `/api/app/office/units/${first.id}`)).body).toEqual({ id: first.id });
      expect((await w.asAdmin('DELETE', `/api/app/office/units/${first.id}`)).status).toBe(404);
      const { units: left, audit } = await w.open();
      expect(left.map((unit) => unit.id)).not.toContain(first.id);
      expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
        [
          'complex.unit-added',
          { unitId: (second.body as OfficeUnit).id, indexNr: 'B-2', votes: 1, costShare: 1 },
        ],
        ['complex.unit-added', { unitId: first.id, indexNr: 'A-1', votes: 1, costShare: 1 }],
        ['complex.unit-updated', { unitId: first.id, indexNr: 'A-1', votes: 85, costShare: 1720 }],
        ['complex.unit-removed', { unitId: first.id, indexNr: 'A-1' }],
      ]);
    });

    it('keeps a unit somebody owns or rents', async () => {
      const w = await aWorld();
      const { db } = testApp();
      // The world's unit is owned; a unit of another complex is rented.
      const owned = await w.asAdmin('DELETE', `/api/app/office/units/${w.complex.unitId}`);
      expect(owned.status).toBe(409);
      expect((owned.body as { message: string }).message).toBe(
        'Somebody owns or rents this unit, so it cannot be removed.',
      );
      const rentedComplex = await createComplex(db);
      await makeRentalContract(db, rentedComplex, (await createUser(db, ['tenant'])).id);
      expect((await w.asAdmin('DELETE', `/api/app/office/units/${rentedComplex.unitId}`)).status).toBe(409);
      const [kept] = await db.select().from(units).where(eq(units.id, rentedComplex.unitId));
      expect(kept).toBeDefined();
    });

    it('refuses bad units with 400 and stores nothing', async () => {
      const w = await aWorld();
      const before = await unitCount(w.complex.id);
      const cases: [Record<string, unknown>, string][] = [
        [{ adres: 'Kade 1', indexNr: '  ', votes: 1, costShare: 1 }, 'A unit needs an index number.'],
        [{ adres: '', indexNr: 'A-1', votes: 1, costShare: 1 }, 'A unit needs an address.'],
        [{ adres: 'Kade 1', indexNr: 'x'.repeat(256), votes: 1, costShare: 1 }, 'indexNr'],
        [{ adres: 'Kade 1', indexNr: 'A-1', votes: 1, costShare: 1, complexId: 1 }, 'complexId'],
        [{ adres: 'Kade 1', votes: 1, costShare: 1 }, 'indexNr'],
        [{ adres: 'Kade 1', indexNr: 'A-1', costShare: 1 }, 'votes'],
        [{ adres: 'Kade 1', indexNr: 'A-1', votes: 1 }, 'costShare'],
        [{ adres: 'Kade 1', indexNr: 'A-1', votes: 1, costShare: 0 }, UNIT_COST_SHARE_MESSAGE],
        [{ adres: 'Kade 1', indexNr: 'A-1', votes: 1, costShare: 1_000_001 }, UNIT_COST_SHARE_MESSAGE],
        [
          { adres: 'Kade 1', indexNr: 'A-1', votes: 0, costShare: 1 },
          'A unit has a whole number of 1 to 100,000 votes.',
        ],
        [
          { adres: 'Kade 1', indexNr: 'A-1', votes: 2.5, costShare: 1 },
          'A unit has a whole number of 1 to 100,000 votes.',
        ],
        [
          { adres: 'Kade 1', indexNr: 'A-1', votes: 100_001, costShare: 1 },
          'A unit has a whole number of 1 to 100,000 votes.',
        ],
      ];
      for (const [body, message] of cases) {
        const answer = await w.asAdmin('POST', `${w.complexUrl}/units`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body as { message: string }).message).toContain(message);
        const edit = await w.asAdmin('PUT', `/api/app/office/units/${w.complex.unitId}`, body);
        expect(edit.status, JSON.stringify(body)).toBe(400);
      }
      expect(await unitCount(w.complex.id)).toBe(before);
      expect((await w.addUnit('A-1', 'Kade', '/api/app/office/complexes/2147483000/units')).status).toBe(404);
      const missing = await w.asAdmin('PUT', '/api/app/office/units/2147483000', {
        adres: 'K',
        indexNr: 'K',
        votes: 1,
        costShare: 1,
      });
      expect(missing.status).toBe(404);
    });

    it('adds the same index number at the same moment once: the other answers 409, never 500', async () => {
      const w = await aWorld();
      const answers = await Promise.all(Array.from({ length: 4 }, () => w.addUnit('Z-9')));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const [stored] = await testApp().db.select({ n: count() }).from(units).where(eq(units.indexNr, 'Z-9'));
      expect(stored?.n).toBe(1);
    });

    it("plans and removes members' meetings; the residents see the planned ones", async () => {
      const w = await aWorld();
      const later = await w.asAdmin('POST', `${w.complexUrl}/meetings`, {
        startsAt: '2026-09-01T20:00:00+02:00',
      });
      expect(later.body).toEqual({
        id: expect.any(Number) as unknown,
        startsAt: '2026-09-01T18:00:00.000Z',
        convokedAt: null,
      });
      const sooner = (
        await w.asAdmin('POST', `${w.complexUrl}/meetings`, { startsAt: '2026-04-01T18:00:00Z' })
      ).body as OfficeMeeting;
      const held = (await w.asAdmin('POST', `${w.complexUrl}/meetings`, { startsAt: '2025-04-01T18:00:00Z' }))
        .body as OfficeMeeting;
      expect((await w.open()).meetings.map((meeting) => meeting.id)).toEqual([
        held.id,
        sooner.id,
        (later.body as OfficeMeeting).id,
      ]);
      // The owner's complex shows the planned ones (from the test clock's today on).
      const vve = (await w.asOwner('GET', `/api/app/details/vve/${w.complex.id}`)).body as Vve;
      expect(vve.vergaderingen).toEqual(['2026-04-01T18:00:00.000Z', '2026-09-01T18:00:00.000Z']);

      expect((await w.asAdmin('DELETE', `/api/app/office/meetings/${sooner.id}`)).status).toBe(200);
      expect((await w.asAdmin('DELETE', `/api/app/office/meetings/${sooner.id}`)).status).toBe(404);
      const after = (await w.asOwner('GET', `/api/app/details/vve/${w.complex.id}`)).body as Vve;
      expect(after.vergaderingen).toEqual(['2026-09-01T18:00:00.000Z']);
      expect((await w.open()).audit.map((entry) => entry.action)).toEqual([
        'complex.meeting-added',
        'complex.meeting-added',
        'complex.meeting-added',
        'complex.meeting-removed',
      ]);
    });

    it('refuses a meeting without a real moment, or outside the years it may be planned in', async () => {
      const w = await aWorld();
      const { db } = testApp();
      const [before] = await db.select({ n: count() }).from(meetings);
      for (const startsAt of [
        '',
        '2026-02-30T19:00:00Z',
        '2026-03-01T19:00',
        '0000-01-01T00:00:00Z',
        '1899-12-31T23:59:59Z',
        '9999-12-31T23:00:00-12:00',
        'morgen',
      ]) {
        const answer = await w.asAdmin('POST', `${w.complexUrl}/meetings`, { startsAt });
        expect(answer.status, startsAt).toBe(400);
        expect((answer.body as { message: string }).message, startsAt).toMatch(/\S/);
      }
      const [after] = await db.select({ n: count() }).from(meetings);
      expect(after?.n).toBe(before?.n);
    });

    it('adds, renames and removes 3D projects; a project with a model is kept', async () => {
      const w = await aWorld();
      const { db, clock } = testApp();
      const added = await w.asAdmin('POST', `${w.complexUrl}/bim-projects`, { name: ' Hoofdgebouw ' });
      expect(added.body).toEqual({ id: expect.any(Number) as unknown, name: 'Hoofdgebouw', model: null });
      const project = added.body as OfficeBimProject;
      const listed = (await w.asOwner('GET', '/api/app/details/projects')).body as BimProject[];
      expect(listed).toContainEqual({
        id: project.id,
        name: 'Hoofdgebouw',
        complexId: w.complex.id,
        complexName: w.complex.naam,
      });
      const renamed = await w.asAdmin('PUT', `/api/app/office/bim-projects/${project.id}`, { name: 'Toren' });
      expect(renamed.body).toEqual({ ...project, name: 'Toren' });
      expect(
        (await w.asAdmin('PUT', `/api/app/office/bim-projects/${project.id}`, { name: '' })).status,
      ).toBe(400);

      // A project with a model stays (with its model and the viewpoints of requests pinned in it).
      await db.insert(bimModels).values({
        projectId: project.id,
        fileName: 'toren.ifc',
        schema: 'IFC4',
        ifcKey: 'models/ifc/toren.ifc',
        ifcBytes: 100,
        status: 'QUEUED',
        uploadedAt: clock.read(),
      });
      const kept = await w.asAdmin('DELETE', `/api/app/office/bim-projects/${project.id}`);
      expect(kept.status).toBe(409);
      expect((kept.body as { message: string }).message).toBe(
        'This 3D project has a model or requests pinned in it, so it is kept. You can rename it.',
      );
      const { projects } = await w.open();
      expect(projects).toEqual([
        {
          id: project.id,
          name: 'Toren',
          model: expect.objectContaining({ fileName: 'toren.ifc' }) as unknown,
        },
      ]);

      const spare = (await w.asAdmin('POST', `${w.complexUrl}/bim-projects`, { name: 'Per ongeluk' }))
        .body as OfficeBimProject;
      expect((await w.asAdmin('DELETE', `/api/app/office/bim-projects/${spare.id}`)).status).toBe(200);
      expect(await db.select().from(bimProjects).where(eq(bimProjects.id, spare.id))).toEqual([]);
      expect((await w.asAdmin('DELETE', `/api/app/office/bim-projects/${spare.id}`)).status).toBe(404);
    });

    it('answers 404 to anyone but an administrator on the units, meetings and 3D projects', async () => {
      const w = await aWorld();
      const { app, db } = testApp();
      const meeting = (
        await w.asAdmin('POST', `${w.complexUrl}/meetings`, { startsAt: '2026-04-01T18:00:00Z' })
      ).body as OfficeMeeting;
      const project = (await w.asAdmin('POST', `${w.complexUrl}/bim-projects`, { name: 'Gebouw' }))
        .body as OfficeBimProject;
      const tenant = await callerFor(app, await createUser(db, ['tenant']));
      for (const caller of [w.asOwner, w.asSupplier, tenant]) {
        expect((await caller('POST', `${w.complexUrl}/units`, { adres: 'K', indexNr: 'K-1' })).status).toBe(
          404,
        );
        expect(
          (await caller('PUT', `/api/app/office/units/${w.complex.unitId}`, { adres: 'K', indexNr: 'K' }))
            .status,
        ).toBe(404);
        expect((await caller('DELETE', `/api/app/office/units/${w.complex.unitId}`)).status).toBe(404);
        expect(
          (await caller('POST', `${w.complexUrl}/meetings`, { startsAt: '2026-04-01T18:00:00Z' })).status,
        ).toBe(404);
        expect((await caller('DELETE', `/api/app/office/meetings/${meeting.id}`)).status).toBe(404);
        expect((await caller('POST', `${w.complexUrl}/bim-projects`, { name: 'X' })).status).toBe(404);
        expect(
          (await caller('PUT', `/api/app/office/bim-projects/${project.id}`, { name: 'X' })).status,
        ).toBe(404);
        expect((await caller('DELETE', `/api/app/office/bim-projects/${project.id}`)).status).toBe(404);
      }
      const details = await w.open();
      expect(details.meetings.map((listed) => listed.id)).toEqual([meeting.id]);
      expect(details.projects).toEqual([project]);
      expect(details.units).toHaveLength(1);
    });
  },
);
