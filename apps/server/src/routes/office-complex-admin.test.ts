import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BimProject, DetailsAnswer } from '@vve/contract/calls/details';
import type { ComplexRef, OfficeRequestRow } from '@vve/contract/calls/office';
import type {
  OfficeComplex,
  OfficeComplexDetails,
  OfficeComplexRow,
} from '@vve/contract/calls/office-complexes';
import type { Report } from '@vve/contract/calls/requests';
import { auditEvents } from '../db/schema/audit';
import { complexes } from '../db/schema/complexes';
import { createBimProject, createComplex } from '../../test/factories';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { workOrderWorld } from '../../test/work-order-world';

const COMPLEXES = '/api/app/office/complexes';
const LIST = '/api/app/office/complex-list';

/** A complex's details as the back office sends them. */
const details = (change: Record<string, unknown> = {}) => ({
  naam: 'VvE De Kade',
  adres: 'Kade 1-40',
  plaats: 'Utrecht',
  omschrijving: 'Veertig appartementen aan het water.',
  financieelBeheer: true,
  ...change,
});

/** A name no other test's complex has. */
const uniqueName = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

describe.each(testDatabaseKinds())('the administration of complexes on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  const aWorld = async () => {
    const { app, db, clock } = testApp();
    const w = await workOrderWorld(app, db, clock.read);
    const list = async (query: string) => {
      const answer = await w.asAdmin('GET', `${LIST}?${query}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeComplexRow[];
    };
    const open = async (id: number) => {
      const answer = await w.asAdmin('GET', `${COMPLEXES}/${id}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeComplexDetails;
    };
    const create = async (change: Record<string, unknown> = {}) => {
      const answer = await w.asAdmin('POST', COMPLEXES, details(change));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as OfficeComplex;
    };
    const archive = (id: number, archived: boolean) =>
      w.asAdmin('PUT', `${COMPLEXES}/${id}/archived`, { archived });
    return { ...w, list, open, create, archive };
  };

  const complexCount = async () => (await testApp().db.select({ n: count() }).from(complexes))[0]?.n;

  it('creates a complex with its details trimmed, lists it and opens it with its audit trail', async () => {
    const w = await aWorld();
    const naam = uniqueName('VvE De Kade');
    const created = await w.create({ naam: `  ${naam} `, omschrijving: '' });
    expect(created).toEqual({
      id: expect.any(Number) as unknown,
      naam,
      adres: 'Kade 1-40',
      plaats: 'Utrecht',
      omschrijving: '',
      financieelBeheer: true,
      archivedAt: null,
    });
    const opened = await w.open(created.id);
    expect(opened).toMatchObject({ complex: created, units: [], meetings: [], projects: [] });
    expect(opened.audit).toEqual([
      {
        at: '2026-03-02T09:00:00.000Z',
        by: { naam: 'Ada Beheer' },
        action: 'complex.created',
        details: null,
      },
    ]);
    expect(await w.list(`text=${encodeURIComponent(naam.toUpperCase())}`)).toEqual([
      {
        id: created.id,
        naam,
        adres: 'Kade 1-40',
        plaats: 'Utrecht',
        financieelBeheer: true,
        archivedAt: null,
        unitCount: 0,
      },
    ]);
    // The new complex is among the back office's filters, and no resident's.
    const choices = (await w.asAdmin('GET', COMPLEXES)).body as ComplexRef[];
    expect(choices).toContainEqual({ id: created.id, naam });
    expect(((await w.asOwner('GET', '/api/app/details')).body as DetailsAnswer).vves).not.toHaveProperty(
      String(created.id),
    );
  });

  it('finds complexes by part of the name, address or place, any case, wildcards as they are; by name, 50 a page', async () => {
    const w = await aWorld();
    const tag = Math.random().toString(36).slice(2, 8);
    const named = await w.create({ naam: `Zeezicht ${tag}` });
    const addressed = await w.create({ naam: `Anker ${tag}x`, adres: `Strandweg_${tag} 1` });
    const placed = await w.create({ naam: `Linde ${tag}y`, plaats: `Haar%${tag}` });
    const ids = async (query: string) => (await w.list(query)).map((row) => row.id);
    expect(await ids(`text=${tag}`)).toEqual([addressed.id, placed.id, named.id]);
    expect(await ids(`text=${encodeURIComponent(`WEG_${tag}`)}`)).toEqual([addressed.id]);
    expect(await ids(`text=${encodeURIComponent(`r%${tag}`)}`)).toEqual([placed.id]);
    expect(await ids(`text=${encodeURIComponent(`weg%${tag}`)}`)).toEqual([]);
    expect(await ids(`text=${encodeURIComponent(`  zeezicht ${tag} `)}`)).toEqual([named.id]);

    const { db } = testApp();
    const many = `Paging ${tag}`;
    await db.insert(complexes).values(
      Array.from({ length: 51 }, (_, index) => ({
        naam: `${many} ${String(index).padStart(2, '0')}`,
        omschrijving: '',
        adres: 'Straat 1',
        plaats: 'Delft',
        financieelBeheer: false,
      })),
    );
    const pages = [await w.list(`text=${many}`), await w.list(`text=${many}&page=2`)];
    expect(pages.map((page) => page.length)).toEqual([50, 1]);
    expect(pages.flat().map((row) => row.naam)).toEqual(
      Array.from({ length: 51 }, (_, index) => `${many} ${String(index).padStart(2, '0')}`),
    );
    expect((await w.list('')).length).toBe(50);
  });

  it('counts the units of each listed complex', async () => {
    const w = await aWorld();
    const complex = await w.create({ naam: uniqueName('Units') });
    for (const indexNr of ['A-1', 'A-2']) {
      const added = await w.asAdmin('POST', `${COMPLEXES}/${complex.id}/units`, {
        adres: 'Kade',
        indexNr,
        votes: 1,
        costShare: 1,
      });
      expect(added.status).toBe(200);
    }
    expect((await w.list(`text=${encodeURIComponent(complex.naam)}`))[0]?.unitCount).toBe(2);
  });

  it('refuses bad details with 400 and a message a person understands, and stores nothing', async () => {
    const w = await aWorld();
    const before = await complexCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ naam: '   ' }, 'A complex needs a name.'],
      [{ adres: '' }, 'A complex needs an address.'],
      [{ plaats: ' ' }, 'A complex needs a place.'],
      [{ naam: 'x'.repeat(256) }, 'naam'],
      [{ omschrijving: 'x'.repeat(5001) }, 'omschrijving'],
      [{ financieelBeheer: 'ja' }, 'financieelBeheer'],
      [{ archivedAt: '2026-01-01T00:00:00Z' }, 'archivedAt'],
      [{ id: 1 }, 'id'],
    ];
    for (const [change, message] of cases) {
      const answer = await w.asAdmin('POST', COMPLEXES, details(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect((answer.body as { message: string }).message, JSON.stringify(change)).toContain(message);
    }
    const withoutName: Partial<ReturnType<typeof details>> = details();
    delete withoutName.naam;
    expect((await w.asAdmin('POST', COMPLEXES, withoutName)).status).toBe(400);
    const existing = await w.create({ naam: uniqueName('Bestaand') });
    const edit = await w.asAdmin('PUT', `${COMPLEXES}/${existing.id}`, details({ naam: '' }));
    expect(edit.status).toBe(400);
    expect((await w.open(existing.id)).complex).toEqual(existing);
    expect(await complexCount()).toBe((before ?? 0) + 1);
  });

  it('edits a complex; the audit trail names what changed, and a change that changes nothing is not recorded', async () => {
    const w = await aWorld();
    const complex = await w.create({ naam: uniqueName('Voor') });
    const naam = uniqueName('Na');
    const changed = await w.asAdmin(
      'PUT',
      `${COMPLEXES}/${complex.id}`,
      details({ naam, financieelBeheer: false, omschrijving: 'Nieuw' }),
    );
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ ...complex, naam, financieelBeheer: false, omschrijving: 'Nieuw' });
    const again = await w.asAdmin(
      'PUT',
      `${COMPLEXES}/${complex.id}`,
      details({ naam, financieelBeheer: false, omschrijving: 'Nieuw' }),
    );
    expect(again.status).toBe(200);
    const { audit } = await w.open(complex.id);
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      ['complex.created', null],
      ['complex.updated', { changed: 'naam, omschrijving, financieelBeheer' }],
    ]);
    expect((await w.asAdmin('PUT', `${COMPLEXES}/2147483000`, details())).status).toBe(404);
    expect((await w.asAdmin('GET', `${COMPLEXES}/2147483000`)).status).toBe(404);
  });

  it('archives a complex: gone from every list, its records kept, changes refused until it is taken back into use', async () => {
    const w = await aWorld();
    const { db } = testApp();
    const project = await createBimProject(db, w.complex.id);
    const requestId = await w.request('Lekkage in de berging');
    expect((await w.giveWorkOrder(requestId)).status).toBe(200);
    const naam = w.complex.naam;

    const archived = await w.archive(w.complex.id, true);
    expect(archived.status).toBe(200);
    expect((archived.body as OfficeComplex).archivedAt).toBe('2026-03-02T09:00:00.000Z');
    // Archiving twice changes nothing.
    expect((await w.archive(w.complex.id, true)).status).toBe(200);

    // Gone from the lists: the administration's, the back office's filters, the resident's complexes and projects.
    expect(await w.list(`text=${encodeURIComponent(naam)}`)).toEqual([]);
    expect((await w.list(`text=${encodeURIComponent(naam)}&archived=true`)).map((row) => row.id)).toEqual([
      w.complex.id,
    ]);
    expect((await w.asAdmin('GET', COMPLEXES)).body as ComplexRef[]).not.toContainEqual({
      id: w.complex.id,
      naam,
    });
    expect(((await w.asOwner('GET', '/api/app/details')).body as DetailsAnswer).vves).toEqual({});
    const projects = (await w.asOwner('GET', '/api/app/details/projects')).body as BimProject[];
    expect(projects.map((listed) => listed.id)).not.toContain(project.id);

    // No new request for it; its records are kept and still open where they are referred to.
    const refused = await w.asOwner('POST', '/api/app/reports', {
      omschrijving: 'Nog een',
      vve: w.complex.id,
    });
    expect(refused.status).toBe(400);
    expect((refused.body as { message: string }).message).toBe(
      'This complex is archived: requests are no longer sent for it',
    );
    const personal = (await w.asOwner('GET', '/api/app/reports/personal')).body as Report[];
    expect(personal.map((report) => report.id)).toContain(requestId);
    expect((await w.asOwner('GET', `/api/app/bim/projects/${project.id}`)).status).toBe(200);
    const inbox = (await w.asAdmin('GET', `/api/app/office/requests?complex=${w.complex.id}`))
      .body as OfficeRequestRow[];
    expect(inbox.map((row) => [row.id, row.complex?.naam])).toEqual([[requestId, naam]]);
    const opened = await w.open(w.complex.id);
    expect(opened.units).toHaveLength(1);
    expect(opened.projects.map((listed) => listed.id)).toEqual([project.id]);

    // An archived complex and what it holds are not changed.
    const message = 'This complex is archived. Take it back into use to change it.';
    for (const [method, url, body] of [
      ['PUT', `${COMPLEXES}/${w.complex.id}`, details()],
      [
        'POST',
        `${COMPLEXES}/${w.complex.id}/units`,
        { adres: 'Kade 2', indexNr: 'X-2', votes: 1, costShare: 1 },
      ],
      [
        'PUT',
        `/api/app/office/units/${w.complex.unitId}`,
        { adres: 'Kade 2', indexNr: 'X-2', votes: 1, costShare: 1 },
      ],
      ['POST', `${COMPLEXES}/${w.complex.id}/meetings`, { startsAt: '2026-05-01T19:00:00Z' }],
      ['POST', `${COMPLEXES}/${w.complex.id}/bim-projects`, { name: 'Bijgebouw' }],
      ['DELETE', `/api/app/office/bim-projects/${project.id}`, undefined],
    ] as const) {
      const answer = await w.asAdmin(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(409);
      expect((answer.body as { message: string }).message).toBe(message);
    }

    // Taken back into use, it is listed again.
    const restored = await w.archive(w.complex.id, false);
    expect((restored.body as OfficeComplex).archivedAt).toBeNull();
    expect(((await w.asOwner('GET', '/api/app/details')).body as DetailsAnswer).vves).toEqual({
      [String(w.complex.id)]: naam,
    });
    expect((await w.list(`text=${encodeURIComponent(naam)}`)).map((row) => row.id)).toEqual([w.complex.id]);
    const audit = await db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, w.complex.id));
    expect(audit.filter((row) => row.action.startsWith('complex.')).map((row) => row.action)).toEqual([
      'complex.archived',
      'complex.restored',
    ]);
  });

  it('answers 404 to anyone but an administrator, and changes nothing for them', async () => {
    const w = await aWorld();
    const other = await createComplex(testApp().db);
    for (const caller of [w.asOwner, w.asSupplier]) {
      expect((await caller('GET', LIST)).status).toBe(404);
      expect((await caller('GET', `${COMPLEXES}/${other.id}`)).status).toBe(404);
      expect((await caller('POST', COMPLEXES, details())).status).toBe(404);
      expect((await caller('PUT', `${COMPLEXES}/${other.id}`, details())).status).toBe(404);
      expect((await caller('PUT', `${COMPLEXES}/${other.id}/archived`, { archived: true })).status).toBe(404);
    }
    const [stored] = await testApp().db.select().from(complexes).where(eq(complexes.id, other.id));
    expect(stored).toMatchObject({ naam: other.naam, archivedAt: null });
  });
});
