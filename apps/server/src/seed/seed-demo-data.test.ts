import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BimProjectDetails, PinnedRequest } from '@vve/contract/calls/bim';
import type { OfficeRequestCounts, OfficeRequestRow } from '@vve/contract/calls/office';
import type { MaintenancePlan, OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import type { OfficePlanning } from '@vve/contract/calls/office-planning';
import type { ComplexConditions, ElementConditionHistory } from '@vve/contract/calls/office-conditions';
import type { BimProject } from '@vve/contract/calls/details';
import { fileDownloadPath, type StoredFile } from '@vve/contract/calls/files';
import type { WorkAssignment } from '@vve/contract/calls/work-assignments';
import type { Ballot } from '@vve/contract/calls/meeting-votes';
import type { Meeting, OwnerMeeting } from '@vve/contract/calls/meetings';
import { ReportStatus } from '@vve/contract/enums';
import { contractDisplayStatus } from '@vve/contract/rules/contract-status';
import { auditEvents } from '../db/schema/audit';
import { outboxEmails } from '../db/schema/mail';
import { notificationEvents } from '../db/schema/notifications';
import { requestMessages, requestStatusChanges } from '../db/schema/requests';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';
import { loginAs } from '../../test/session-client';
import { demoBuilding } from './demo-buildings';
import { DEMO_PASSWORD, demoAccounts } from './parts/accounts';
import { isDatabaseEmpty, seedDemoData } from './seed-demo-data';

describe.each(testDatabaseKinds())('the demo dataset on the %s database', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('loads into an empty database, after which every demo account logs in with its roles', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    await seedDemoData(t.db, t.app.storage);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    // Its history is the past: nobody is notified of it.
    expect(await t.db.select().from(notificationEvents)).toEqual([]);
    for (const account of demoAccounts) {
      const cookies = await loginAs(t.app, { username: account.username, password: DEMO_PASSWORD });
      const roles = await t.app.inject({ method: 'GET', url: '/api/app/info/app-roles', cookies });
      expect(roles.json()).toEqual({ roles: account.roles });
    }
  });

  it('gives the demo residents their complexes, finances, contracts and requests in every state', async () => {
    const as = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      return async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    };
    const owner = await as('owner');
    const ownerDetails = await owner<{ vves: Record<string, string> }>('/api/app/details');
    expect(Object.values(ownerDetails.vves).sort()).toEqual(['VvE De Linde', 'VvE Het Anker']);
    const owner2Details = await (await as('owner2'))<{ vves: Record<string, string> }>('/api/app/details');
    expect(Object.values(owner2Details.vves)).toEqual(['VvE Parkzicht']);

    const statuses = new Set<string>();
    for (const username of ['owner', 'owner2', 'tenant', 'tenant2']) {
      const personal = await (await as(username))<{ status: string }[]>('/api/app/reports/personal');
      for (const report of personal) statuses.add(report.status);
    }
    expect([...statuses].sort()).toEqual(['AFGEWEZEN', 'IN_BEHANDELING', 'NIEUW', 'OPGELOST']);

    const tenant = await as('tenant');
    const tenantVves = Object.keys((await tenant<{ vves: Record<string, string> }>('/api/app/details')).vves);
    const [contract] = await tenant<{ contractFile: StoredFile }[]>(
      `/api/app/tenant/complex/${tenantVves[0] ?? ''}/contracts`,
    );
    const pdf = await t.app.inject({
      method: 'GET',
      url: fileDownloadPath(contract?.contractFile ?? ({} as StoredFile)),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-1.4')).toBe(true);
  });

  it('gives every demo complex a converted 3D model with requests pinned to its elements', async () => {
    await t.app.modelConverter.drain();
    const cookies = await loginAs(t.app, { username: 'owner', password: DEMO_PASSWORD });
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    const projects = await get<BimProject[]>('/api/app/details/projects');
    expect(projects.map((project) => project.complexName).sort()).toEqual(['VvE De Linde', 'VvE Het Anker']);
    const anker = projects.find((project) => project.complexName === 'VvE Het Anker');
    const details = await get<BimProjectDetails>(`/api/app/bim/projects/${anker?.id ?? 0}`);
    expect(details.model).toMatchObject({ status: 'READY', schema: 'IFC4' });
    const pinned = await get<PinnedRequest[]>(`/api/app/bim/projects/${anker?.id ?? 0}/requests`);
    const guids = new Set(demoBuilding('VvE Het Anker').elements.map((element) => element.guid));
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    for (const request of pinned) {
      expect(request.viewpoint.selectedGuids.every((guid) => guids.has(guid))).toBe(true);
    }
  }, 60_000);

  it('gives the demo complexes an element register with NL-SfB codes, quantities, values and model elements', async () => {
    const cookies = await loginAs(t.app, { username: 'admin', password: DEMO_PASSWORD });
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    const complexes = await get<{ id: number; naam: string }[]>('/api/app/office/complex-list');
    const anker = complexes.find((complex) => complex.naam === 'VvE Het Anker');
    const planning = await get<OfficePlanning>(`/api/app/office/complexes/${anker?.id ?? 0}/planning`);
    const elements = planning.aspects.flatMap((aspect) => aspect.elements);
    expect(elements.length).toBeGreaterThanOrEqual(10);
    for (const element of elements) {
      expect(element.nlsfbCode).toMatch(/^\d{4}$/);
      expect(element.quantity).toBeGreaterThan(0);
      expect(element.replacementValue).toBeGreaterThan(0);
    }
    const guids = new Set(demoBuilding('VvE Het Anker').elements.map((element) => element.guid));
    const linked = elements.filter((element) => element.globalIds.length > 0);
    expect(linked.map((element) => element.label)).toEqual(
      expect.arrayContaining(['Dakvlak A', 'Kozijn 0.01', 'Entreedeur A']),
    );
    expect(linked.every((element) => element.globalIds.every((guid) => guids.has(guid)))).toBe(true);

    // Two survey rounds a year apart scored the roof: the skylight is overdue, and Dakvlak A has a history.
    const conditions = await get<ComplexConditions>(`/api/app/office/complexes/${anker?.id ?? 0}/conditions`);
    expect(conditions.elements.filter((row) => row.overdue).map((row) => row.element.label)).toContain(
      'Lichtkoepel trappenhuis',
    );
    expect(conditions.condition).not.toBeNull();
    const roofA = elements.find((element) => element.label === 'Dakvlak A');
    const history = await get<ElementConditionHistory>(
      `/api/app/office/aspect-elements/${roofA?.id ?? 0}/condition-history`,
    );
    expect(history.entries.map((entry) => entry.score)).toEqual([1, 3]);
  });

  it('gives the complexes with a register a 30-year plan, adopted, and a draft that the latest survey moved', async () => {
    const as = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      return async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    };
    const admin = await as('admin');
    const complexes = await admin<{ id: number; naam: string }[]>('/api/app/office/complex-list');
    const anker = complexes.find((complex) => complex.naam === 'VvE Het Anker');
    const plan = await admin<MaintenancePlan>(`/api/app/office/complexes/${anker?.id ?? 0}/maintenance-plan`);
    expect(plan.terms.horizon).toBe(30);
    expect(plan.versions.map((version) => version.adoptedOn === null)).toEqual([true, false]);
    expect(plan.lines.length).toBeGreaterThanOrEqual(15);
    expect(plan.lines.filter((line) => line.element === null).map((line) => line.activity)).toEqual([
      'other',
    ]);
    expect(plan.legalCheck).toMatchObject({ meetsLaw: true, route: 'plan', reserveOk: true });
    expect(plan.history.map((entry) => entry.work)).toContain(
      'Lichtkoepel trappenhuis: Lichtkoepel vervangen',
    );
    const adopted = await admin<MaintenancePlan>(
      `/api/app/office/plan-versions/${plan.versions[1]?.id ?? 0}`,
    );
    const skylight = (version: MaintenancePlan) =>
      version.lines.find((line) => line.description === 'Lichtkoepel vervangen')?.firstYear ?? 0;
    expect(skylight(plan)).toBeLessThan(skylight(adopted));

    const owner = await as('owner');
    const summary = await owner<OwnerPlanSummary>(`/api/app/complexes/${anker?.id ?? 0}/maintenance-plan`);
    expect(summary.adoptedOn).toBe(plan.versions[1]?.adoptedOn);
    expect(summary.works.length).toBeGreaterThan(0);
    expect(summary.reserveNow).toEqual(expect.any(Number));
  });

  it('tells the residents and suppliers of Het Anker by announcements, each to whom it is for', async () => {
    const titles = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      const answer = await t.app.inject({ method: 'GET', url: '/api/app/announcements', cookies });
      return answer
        .json<{ title: string; pinned: boolean }[]>()
        .map(({ title, pinned }) => ({ title, pinned }));
    };
    expect(await titles('owner')).toEqual([
      { title: 'Lift buiten gebruik tot vrijdag', pinned: true },
      { title: 'Ledenvergadering: de stukken volgen', pinned: false },
    ]);
    expect(await titles('tenant')).toEqual([{ title: 'Lift buiten gebruik tot vrijdag', pinned: true }]);
    expect(await titles('supplier')).toEqual([{ title: 'Steigers aan de achtergevel', pinned: false }]);
    expect(await titles('owner2')).toEqual([]);
  });

  it('gives Het Anker a document library: its owners read all of it, its tenants the house rules', async () => {
    const titles = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      const admin = await loginAs(t.app, { username: 'admin', password: DEMO_PASSWORD });
      const complexes = (
        await t.app.inject({ method: 'GET', url: '/api/app/office/complex-list?text=Anker', cookies: admin })
      ).json<{ id: number }[]>();
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/app/details/vve/${String(complexes[0]?.id)}/documents`,
        cookies,
      });
      return answer.json<{ title: string }[]>().map(({ title }) => title);
    };
    expect(await titles('owner')).toEqual([
      'Notulen ledenvergadering',
      'Opstalpolis',
      'Huishoudelijk reglement',
      'Splitsingsakte',
    ]);
    expect(await titles('tenant')).toEqual(['Huishoudelijk reglement']);
  });

  it('gives the demo suppliers contracts in every status, pages of work orders in every status, tasks and inspections', async () => {
    const as = async (username: string) => {
      const cookies = await loginAs(t.app, { username, password: DEMO_PASSWORD });
      return async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    };
    const supplier = await as('supplier');
    const contracts = await supplier<
      { actief: boolean; beginDatum: string | null; eindDatum: string | null }[]
    >('/api/app/supplier/contracts/page/1');
    expect(new Set(contracts.map((contract) => contractDisplayStatus(contract, new Date())))).toEqual(
      new Set(['ACTIVE', 'INACTIVE', 'EXPIRED', 'NOT_STARTED']),
    );
    expect(contracts.some((contract) => contract.actief && contract.eindDatum === null)).toBe(true);
    const page1 = await supplier<WorkAssignment[]>('/api/app/workassignments/page/1');
    const page2 = await supplier<WorkAssignment[]>('/api/app/workassignments/page/2');
    expect(page1).toHaveLength(50);
    expect(page2.length).toBeGreaterThan(0);
    const statuses = new Set([...page1, ...page2].map((order) => order.lastSupplierUpdate?.status ?? 'none'));
    expect([...statuses].sort()).toEqual(['BLOCKED', 'COMPLETE', 'FOLLOW_UP_ACTION_NEEDED', 'none']);
    expect(page1.some((order) => order.hasViewpoint)).toBe(true);
    const inspectionsPage = await supplier<{ draft: boolean }[]>('/api/app/inspections/page/1');
    expect(new Set(inspectionsPage.map((inspection) => inspection.draft))).toEqual(new Set([true, false]));
    expect((await supplier<unknown[]>('/api/app/aspect-schedules/page/1')).length).toBeGreaterThan(0);

    const supplier2Orders = await (
      await as('supplier2')
    )<WorkAssignment[]>('/api/app/workassignments/page/1');
    const own = new Set([...page1, ...page2].map((order) => order.id));
    expect(supplier2Orders.length).toBeGreaterThan(0);
    expect(supplier2Orders.some((order) => own.has(order.id))).toBe(false);
  });

  it('gives the back office requests in every state, with timelines, work orders, alerts and messages', async () => {
    const cookies = await loginAs(t.app, { username: 'admin', password: DEMO_PASSWORD });
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    const rows = await get<OfficeRequestRow[]>('/api/app/office/requests');
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(ReportStatus.options));
    const leak = rows.find((row) => row.omschrijving.startsWith('Lekkage in de parkeerkelder'));
    expect(leak).toMatchObject({
      status: 'IN_BEHANDELING',
      readyToResolve: true,
      pinned: true,
      waiting: true,
    });
    expect(rows.flatMap((row) => row.alerts.map((alert) => alert.status)).sort()).toEqual([
      'BLOCKED',
      'FOLLOW_UP_ACTION_NEEDED',
    ]);
    expect(rows.some((row) => row.fromInspection)).toBe(true);
    const counts = await get<OfficeRequestCounts>('/api/app/office/request-counts');
    expect(counts.byStatus).toEqual(
      Object.fromEntries(
        ReportStatus.options.map((status) => [status, rows.filter((row) => row.status === status).length]),
      ),
    );
    // The new requests, and the three a supplier reported on since (the administrator opened none).
    expect(counts.waiting).toBe(counts.byStatus.NIEUW + 3);
    // The demo administrator moved on every request that is no longer new.
    const mine = await get<OfficeRequestRow[]>('/api/app/office/requests?mine=true');
    expect(mine.map((row) => row.id)).toEqual(
      rows.filter((row) => row.status !== 'NIEUW').map((row) => row.id),
    );

    const changes = await t.db.select().from(requestStatusChanges);
    expect(changes.some((change) => change.toStatus === 'AFGEWEZEN' && change.reason !== null)).toBe(true);
    expect(
      changes.some((change) => change.fromStatus === 'OPGELOST' && change.toStatus === 'IN_BEHANDELING'),
    ).toBe(true);
    const messages = await t.db.select().from(requestMessages);
    expect(new Set(messages.map((message) => message.visibility))).toEqual(new Set(['RESIDENT', 'INTERNAL']));
    // Every step went through its command: its audit row is there.
    const audited = new Set((await t.db.select().from(auditEvents)).map((event) => event.action));
    for (const action of [
      'request.status-changed',
      'work-order.created',
      'work-order.status-reported',
      'work-order.completed',
      'request.message-added',
      'complex.created',
      'complex.unit-added',
      'complex.meeting-added',
      'complex.bim-project-added',
    ]) {
      expect(audited.has(action), action).toBe(true);
    }
  });

  it('convenes Het Anker’s next meeting with an agenda its owners may vote on, and mails nobody', async () => {
    const cookies = await loginAs(t.app, { username: 'owner', password: DEMO_PASSWORD });
    const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, cookies })).json<T>();
    const { vves } = await get<{ vves: Record<string, string> }>('/api/app/details');
    const anker = Object.keys(vves).find((id) => vves[id] === 'VvE Het Anker') ?? '';
    const [next] = await get<OwnerMeeting[]>(`/api/app/details/vve/${anker}/meetings`);
    const meeting = await get<Meeting>(`/api/app/meetings/${String(next?.id)}`);
    expect(meeting.place).toBe('Buurthuis De Ark, Kadijksplein 1, Amsterdam');
    expect(meeting.items.map((item) => item.kind)).toEqual([
      'discussion',
      'decision',
      'decision',
      'discussion',
    ]);
    expect(meeting.items[1]?.documents.map((document) => document.title)).toEqual([
      'Notulen ledenvergadering',
    ]);
    const ballot = await get<Ballot>(`/api/app/meetings/${String(next?.id)}/ballot`);
    expect(ballot.units.map((unit) => unit.indexNr)).toEqual(['HA-012']);
    expect(ballot.votingOpensOn <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(await t.db.select().from(outboxEmails)).toEqual([]);
  });

  it('refuses to load twice: the second run fails and changes nothing', async () => {
    await expect(seedDemoData(t.db, t.app.storage)).rejects.toThrow();
    const cookies = await loginAs(t.app, { username: 'owner', password: DEMO_PASSWORD });
    expect(cookies).toBeDefined();
  });
});
