import { describe, expect, it } from 'vitest';
import type { BimProjectDetails } from '@vve/contract/calls/bim';
import { MAX_LINKED_AT_ONCE, type ConditionMap } from '@vve/contract/calls/condition-map';
import type { Inspection } from '@vve/contract/calls/inspections';
import type { OfficeComplexDetails } from '@vve/contract/calls/office-complexes';
import { MAX_ELEMENT_GLOBAL_IDS, type RegisterElement } from '@vve/contract/calls/office-planning';
import { callerFor } from '../../test/api-client';
import {
  createAspectWithTask,
  createBimProject,
  createComplex,
  createSupplier,
  createUser,
  makeOwner,
  makeRentalContract,
} from '../../test/factories';
import { elementFinding, saveBody } from '../../test/inspection-save-body';
import { roofLine } from '../../test/plan-example';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const ROOF_GUIDS = ['2O2Fr$t4X7Zf8NOew3FLOH', '1hOSvn6df7F8_7GcBWlS_W'];
const SKYLIGHT_GUID = '3cUkl32yn9qRSPvBJVyWYp';

describe.each(testDatabaseKinds())('the condition map on the %s database', (kind) => {
  const testApp = useTestApp(kind);

  /**
   * A complex with a 3D project, a roof aspect inspected by one supplier, a facade aspect of another supplier,
   * an owner, and the administrator.
   */
  const world = async () => {
    const { app, db } = testApp();
    const complex = await createComplex(db);
    const project = await createBimProject(db, complex.id);
    const roofer = await createSupplier(db);
    const painter = await createSupplier(db);
    const roof = await createAspectWithTask(db, complex.id, roofer.id);
    const facade = await createAspectWithTask(db, complex.id, painter.id);
    const owner = await createUser(db, ['owner']);
    await makeOwner(db, complex, owner.id);
    const tenant = await createUser(db, ['tenant']);
    await makeRentalContract(db, complex, tenant.id);
    const otherOwner = await createUser(db, ['owner']);
    await makeOwner(db, await createComplex(db), otherOwner.id);
    const stranger = await createSupplier(db);
    return {
      complex,
      project,
      roof,
      facade,
      admin: await callerFor(app, await createUser(db, ['administrator'])),
      roofer: await callerFor(app, roofer.member),
      owner: await callerFor(app, owner),
      tenant: await callerFor(app, tenant),
      otherOwner: await callerFor(app, otherOwner),
      stranger: await callerFor(app, stranger.member),
    };
  };

  const mapPath = (projectId: number) => `/api/app/bim/projects/${projectId}/condition-map`;
  const linksPath = (elementId: number | undefined) =>
    `/api/app/aspect-elements/${elementId ?? 0}/model-links`;

  it('links model elements by their GlobalIds, keeps each once, and takes one away', async () => {
    const w = await world();
    const [roofA] = w.roof.elementIds;
    const linked = await w.admin('POST', linksPath(roofA), { globalIds: ROOF_GUIDS });
    expect(linked.status).toBe(200);
    expect((linked.body as RegisterElement).globalIds).toEqual(ROOF_GUIDS);
    const again = await w.admin('POST', linksPath(roofA), { globalIds: [ROOF_GUIDS[1], SKYLIGHT_GUID] });
    expect((again.body as RegisterElement).globalIds).toEqual([...ROOF_GUIDS, SKYLIGHT_GUID]);
    const unlinked = await w.admin('DELETE', `${linksPath(roofA)}/${SKYLIGHT_GUID}`);
    expect(unlinked.status).toBe(200);
    expect((unlinked.body as RegisterElement).globalIds).toEqual(ROOF_GUIDS);
  });

  it('refuses what is not a GlobalId, an empty list and an unknown element, and changes nothing', async () => {
    const w = await world();
    const [roofA] = w.roof.elementIds;
    expect((await w.admin('POST', linksPath(roofA), { globalIds: ['not-a-guid'] })).status).toBe(400);
    expect((await w.admin('POST', linksPath(roofA), { globalIds: [] })).status).toBe(400);
    expect((await w.admin('POST', linksPath(999_999), { globalIds: ROOF_GUIDS })).status).toBe(404);
    expect((await w.admin('DELETE', `${linksPath(roofA)}/nope`)).status).toBe(400);
    const map = (await w.admin('GET', mapPath(w.project.id))).body as ConditionMap;
    expect(map.elements.find((element) => element.id === roofA)?.globalIds).toEqual([]);
  });

  it('refuses a link beyond the most model elements an element stands for', async () => {
    const w = await world();
    const [roofA] = w.roof.elementIds;
    const guid = (index: number) => `0${index.toString().padStart(21, '0')}`;
    for (let batch = 0; batch < MAX_ELEMENT_GLOBAL_IDS / MAX_LINKED_AT_ONCE; batch += 1) {
      const ids = Array.from({ length: MAX_LINKED_AT_ONCE }, (_, index) =>
        guid(batch * MAX_LINKED_AT_ONCE + index),
      );
      expect((await w.admin('POST', linksPath(roofA), { globalIds: ids })).status).toBe(200);
    }
    const over = await w.admin('POST', linksPath(roofA), { globalIds: [guid(MAX_ELEMENT_GLOBAL_IDS)] });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: 'tooManyModelLinks', params: { max: MAX_ELEMENT_GLOBAL_IDS } });
  });

  it('shows administrators every element with its scores and plan works, a supplier its aspects, residents nothing', async () => {
    const w = await world();
    const [roofA, skylight] = w.roof.elementIds;
    await w.admin('POST', linksPath(roofA), { globalIds: ROOF_GUIDS });
    await w.admin('POST', linksPath(skylight), { globalIds: [SKYLIGHT_GUID] });
    const added = await w.admin(
      'POST',
      `/api/app/office/complexes/${w.complex.id}/maintenance-plan/lines`,
      roofLine(roofA ?? null),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);

    const draft = (
      await w.roofer(
        'GET',
        `/api/app/inspections/new?aspect=${w.roof.aspectId}&schedule=${w.roof.scheduleId}`,
      )
    ).body as Inspection;
    const saved = await w.roofer(
      'PUT',
      `/inspections/${draft.id}`,
      saveBody(draft, {
        statePerElement: [
          elementFinding(roofA, {
            defects: [{ type: 'leak', severity: 'serious', intensity: 3, extent: 5 }],
          }),
          elementFinding(skylight, { surveyCode: 9 }),
        ] as never,
      }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const forAdmin = (await w.admin('GET', mapPath(w.project.id))).body as ConditionMap;
    expect(forAdmin).toMatchObject({ mayLink: true, proposesLinks: true });
    expect(forAdmin.elements).toHaveLength(6);
    const roof = forAdmin.elements.find((element) => element.id === roofA);
    expect(roof?.globalIds).toEqual(ROOF_GUIDS);
    expect(roof?.scores.map((score) => score.score)).toEqual([6]);
    // 400 m² at € 60 of 2026, 2 % a year to 2030 and 21 % VAT; again 25 years later.
    expect(roof?.planLines.map(({ activity, works }) => ({ activity, works }))).toEqual([
      {
        activity: 'replace',
        works: [
          { year: 2030, cost: 31_433.83 },
          { year: 2055, cost: 51_570.53 },
        ],
      },
    ]);
    expect(forAdmin.elements.find((element) => element.id === skylight)?.scores[0]?.score).toBe(9);

    const forRoofer = await w.roofer('GET', mapPath(w.project.id));
    expect(forRoofer.status).toBe(200);
    const roofers = forRoofer.body as ConditionMap;
    expect(roofers).toMatchObject({ mayLink: true, proposesLinks: false });
    expect(roofers.elements.map((element) => element.aspectId)).toEqual([
      w.roof.aspectId,
      w.roof.aspectId,
      w.roof.aspectId,
    ]);
    expect(roofers.elements.every((element) => element.planLines.length === 0)).toBe(true);

    expect((await w.owner('GET', mapPath(w.project.id))).status).toBe(404);
    expect((await w.stranger('GET', mapPath(w.project.id))).status).toBe(404);
  });

  it('lets the inspector link the elements of the aspects it grades, and no other', async () => {
    const w = await world();
    const [roofA] = w.roof.elementIds;
    const [facadeA] = w.facade.elementIds;
    const linked = await w.roofer('POST', linksPath(roofA), { globalIds: [SKYLIGHT_GUID] });
    expect(linked.status).toBe(200);
    expect((linked.body as RegisterElement).globalIds).toEqual([SKYLIGHT_GUID]);
    expect((await w.roofer('DELETE', `${linksPath(roofA)}/${SKYLIGHT_GUID}`)).status).toBe(200);
    // Another supplier's aspect, and anyone who is not a supplier, find no such element.
    expect((await w.roofer('POST', linksPath(facadeA), { globalIds: ROOF_GUIDS })).status).toBe(404);
    for (const caller of [w.stranger, w.owner, w.tenant]) {
      expect((await caller('POST', linksPath(roofA), { globalIds: ROOF_GUIDS })).status).toBe(404);
      expect((await caller('DELETE', `${linksPath(roofA)}/${SKYLIGHT_GUID}`)).status).toBe(404);
    }
    const map = (await w.admin('GET', mapPath(w.project.id))).body as ConditionMap;
    expect(map.elements.filter((element) => element.globalIds.length > 0)).toEqual([]);
    // Where to link them: the 3D projects of the aspect's complex.
    const projects = await w.roofer('GET', `/api/app/aspect/${w.roof.aspectId}/projects`);
    expect(projects).toMatchObject({ status: 200, body: [{ id: w.project.id, complexId: w.complex.id }] });
    expect((await w.roofer('GET', `/api/app/aspect/${w.facade.aspectId}/projects`)).status).toBe(404);
    expect((await w.owner('GET', `/api/app/aspect/${w.roof.aspectId}/projects`)).status).toBe(404);
  });

  it("shows the complex's owners the map, without the plan's works, while the administrator turns it on", async () => {
    const w = await world();
    const [roofA] = w.roof.elementIds;
    await w.admin('POST', linksPath(roofA), { globalIds: ROOF_GUIDS });
    const history = `/api/app/aspect-elements/${roofA ?? 0}/condition-history`;
    const toggle = `/api/app/office/complexes/${w.complex.id}/owner-condition-map`;
    const offered = async (caller: typeof w.owner) =>
      ((await caller('GET', `/api/app/bim/projects/${w.project.id}`)).body as BimProjectDetails).conditionMap;

    expect(await offered(w.owner)).toBe(false);
    expect(await offered(w.roofer)).toBe(true);
    expect((await w.owner('GET', history)).status).toBe(404);
    expect((await w.admin('GET', `/api/app/office/complexes/${w.complex.id}`)).body).toMatchObject({
      ownerConditionMap: false,
    });

    expect(await w.admin('PUT', toggle, { shown: true })).toMatchObject({
      status: 200,
      body: { shown: true },
    });
    const details = (await w.admin('GET', `/api/app/office/complexes/${w.complex.id}`))
      .body as OfficeComplexDetails;
    expect(details.ownerConditionMap).toBe(true);
    expect(details.audit.map((entry) => entry.action)).toContain('complex.owner-condition-map-shown');
    expect(await offered(w.owner)).toBe(true);
    const forOwner = await w.owner('GET', mapPath(w.project.id));
    expect(forOwner.status).toBe(200);
    const map = forOwner.body as ConditionMap;
    expect(map).toMatchObject({ mayLink: false, proposesLinks: false });
    expect(map.elements).toHaveLength(6);
    expect(map.elements.find((element) => element.id === roofA)?.globalIds).toEqual(ROOF_GUIDS);
    expect(map.elements.every((element) => element.planLines.length === 0)).toBe(true);
    expect((await w.owner('GET', history)).status).toBe(200);
    // Tenants, owners elsewhere and suppliers without work there still see nothing; owners do not link.
    expect(await offered(w.tenant)).toBe(false);
    expect((await w.tenant('GET', mapPath(w.project.id))).status).toBe(404);
    expect((await w.tenant('GET', history)).status).toBe(404);
    expect((await w.otherOwner('GET', mapPath(w.project.id))).status).toBe(404);
    expect((await w.otherOwner('GET', history)).status).toBe(404);
    expect((await w.owner('POST', linksPath(roofA), { globalIds: ROOF_GUIDS })).status).toBe(404);
    expect((await w.owner('PUT', toggle, { shown: false })).status).toBe(404);

    expect(await w.admin('PUT', toggle, { shown: false })).toMatchObject({
      status: 200,
      body: { shown: false },
    });
    expect((await w.owner('GET', mapPath(w.project.id))).status).toBe(404);
    expect(await offered(w.owner)).toBe(false);
  });
});
