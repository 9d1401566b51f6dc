import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry, RequestMessage } from '@vve/contract/calls/request-messages';
import { workOrders } from '../db/schema/work-orders';
import {
  messageCounts,
  requestWorld,
  uploadedPhoto,
  type RequestWorld,
} from '../../test/request-messages-world';
import { workOrderBody } from '../../test/work-order-world';
import { useTestApp } from '../../test/test-app';
import { testDatabaseKinds } from '../../test/test-database';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())(
  "a request's history and messages for its resident, on the %s database",
  (kind) => {
    const testApp = useTestApp(kind);

    /**
     * The request taken into handling and rejected with a reason, a message to the resident, an internal
     * note, the resident's answer, and a work order of it for the world's supplier.
     */
    const handledRequest = async (shared: boolean) => {
      const { db, clock } = testApp();
      const world = await requestWorld(testApp(), { shared });
      const { callers, request } = world;
      const office = `/api/app/office/requests/${request.id}`;
      const step = async (answer: Promise<{ status: number }>) => {
        clock.advance(MINUTE);
        expect((await answer).status).toBe(200);
      };
      await step(callers.admin('POST', `${office}/status`, { from: 'NIEUW', to: 'IN_BEHANDELING' }));
      await step(
        callers.admin('POST', `${office}/messages`, {
          text: 'Wanneer bent u thuis?',
          visibility: 'RESIDENT',
        }),
      );
      await step(
        callers.admin('POST', `${office}/messages`, { text: 'Bewoner lastig', visibility: 'INTERNAL' }),
      );
      await step(callers.owner('POST', `/api/app/reports/${request.id}/messages`, { text: 'Dinsdag' }));
      await step(
        callers.admin('POST', `${office}/status`, {
          from: 'IN_BEHANDELING',
          to: 'AFGEWEZEN',
          reason: 'Valt onder de garantie',
        }),
      );
      await db.insert(workOrders).values({
        supplierId: world.supplier.id,
        complexId: world.complex.id,
        omschrijving: 'Lift nakijken',
        createdAt: clock.read(),
        priority: 'Normaal',
        repairType: 'Herstel',
        requestId: request.id,
      });
      return world;
    };

    const history = (world: RequestWorld, caller: keyof RequestWorld['callers']) =>
      world.callers[caller]('GET', `/api/app/reports/${world.request.id}/history`);

    const statusOnly = [
      {
        kind: 'status',
        at: expect.any(String) as unknown,
        from: 'NIEUW',
        to: 'IN_BEHANDELING',
        reason: null,
      },
      {
        kind: 'status',
        at: expect.any(String) as unknown,
        from: 'IN_BEHANDELING',
        to: 'AFGEWEZEN',
        reason: 'Valt onder de garantie',
      },
    ];

    it("shows the resident their own request's status changes with the reason, and the messages to and from them, never internal notes", async () => {
      const world = await handledRequest(false);
      const answer = await history(world, 'owner');
      expect(answer.status).toBe(200);
      const entries = answer.body as HistoryEntry[];
      expect(entries.map((entry) => (entry.kind === 'message' ? entry.message.text : entry.kind))).toEqual([
        'status',
        'Wanneer bent u thuis?',
        'Dinsdag',
        'status',
      ]);
      expect(entries.filter((entry) => entry.kind === 'status')).toEqual(statusOnly);
      const messages = entries.flatMap((entry) => (entry.kind === 'message' ? [entry.message] : []));
      expect(
        messages.map((message) => [message.visibility, message.fromResident, message.author.naam]),
      ).toEqual([
        ['RESIDENT', false, 'Ada Beheer'],
        ['RESIDENT', true, 'Olga Eigenaar'],
      ]);
      expect(JSON.stringify(entries)).not.toContain('Bewoner lastig');
    });

    it('shows the resident the date work on their request is planned for, as last set, and no cancelled work', async () => {
      const world = await requestWorld(testApp(), { shared: true });
      const { clock } = testApp();
      const given = await world.callers.admin(
        'POST',
        `/api/app/office/requests/${world.request.id}/work-orders`,
        workOrderBody(world.supplier.id, { planningDate: '2026-03-10' }),
      );
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      const orderId = (given.body as { id: number }).id;
      clock.advance(MINUTE);
      const replanned = clock.read().toISOString();
      const plan = await world.callers.admin('PUT', `/api/app/office/work-orders/${orderId}/planning`, {
        startDate: null,
        planningDate: '2026-03-17',
        priority: 'Hoog',
      });
      expect(plan.status, JSON.stringify(plan.body)).toBe(200);
      const planned = async (caller: keyof RequestWorld['callers']) =>
        ((await history(world, caller)).body as HistoryEntry[]).filter((entry) => entry.kind === 'planned');
      expect(await planned('owner')).toEqual([{ kind: 'planned', at: replanned, date: '2026-03-17' }]);
      expect(await planned('neighbour')).toEqual([]);

      const cancelled = await world.callers.admin('POST', `/api/app/office/work-orders/${orderId}/cancel`, {
        reason: 'Dubbel',
      });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(await planned('owner')).toEqual([]);
    });

    it('shows a shared request to its complex and its supplier as status changes only; others get 404', async () => {
      const world = await handledRequest(true);
      for (const caller of ['neighbour', 'tenant', 'supplier', 'admin'] as const) {
        const answer = await history(world, caller);
        expect(answer.status, caller).toBe(200);
        expect(answer.body, caller).toEqual(statusOnly);
      }
      for (const caller of ['stranger', 'otherSupplier'] as const) {
        expect((await history(world, caller)).status, caller).toBe(404);
      }
      const missing = await world.callers.owner('GET', '/api/app/reports/2147483000/history');
      expect(missing.status).toBe(404);
      const { app } = testApp();
      const anonymous = await app.inject({
        method: 'GET',
        url: `/api/app/reports/${world.request.id}/history`,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it("keeps a request that is not shared from the resident's neighbours and tenants (404); its supplier sees the status only", async () => {
      const world = await handledRequest(false);
      for (const caller of ['neighbour', 'tenant', 'stranger', 'otherSupplier'] as const) {
        expect((await history(world, caller)).status, caller).toBe(404);
      }
      for (const caller of ['supplier', 'admin'] as const) {
        const answer = await history(world, caller);
        expect(answer.status, caller).toBe(200);
        expect(answer.body, caller).toEqual(statusOnly);
      }
    });

    it('lets the resident answer on their own request only, with their own photos; nobody else, administrators included', async () => {
      const world = await requestWorld(testApp(), { shared: true });
      const { callers, users, request } = world;
      const url = `/api/app/reports/${request.id}/messages`;
      const photo = await uploadedPhoto(testApp(), users.owner.id);
      const sent = await callers.owner('POST', url, { text: ' Hier een foto ', attachmentIds: [photo] });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        text: 'Hier een foto',
        visibility: 'RESIDENT',
        fromResident: true,
        author: { naam: 'Olga Eigenaar' },
        attachments: [{ id: photo }],
      });
      const seen = (await history(world, 'owner')).body as HistoryEntry[];
      expect(seen).toEqual([
        { kind: 'message', at: expect.any(String) as unknown, message: sent.body as RequestMessage },
      ]);

      const before = await messageCounts(testApp());
      for (const caller of ['neighbour', 'tenant', 'stranger', 'supplier', 'admin'] as const) {
        const refused = await callers[caller]('POST', url, { text: 'Hallo' });
        expect(refused.status, caller).toBe(404);
      }
      const adminsPhoto = await uploadedPhoto(testApp(), users.admin.id);
      const afterUpload = await messageCounts(testApp());
      const refusals: [string, object, number][] = [
        ['blank text', { text: ' \n\t ' }, 400],
        ['a visibility of its own', { text: 'Hallo', visibility: 'INTERNAL' }, 400],
        ['a body of 10 MB', { text: 'x'.repeat(10 * 1024 * 1024) }, 413],
        ["another user's photo", { text: 'Foto', attachmentIds: [adminsPhoto] }, 400],
        ['a photo held by a message already', { text: 'Foto', attachmentIds: [photo] }, 400],
        ['a photo of the request', { text: 'Foto', attachmentIds: [world.photo] }, 400],
      ];
      for (const [what, body, status] of refusals) {
        const answer = await callers.owner('POST', url, body);
        expect(answer.status, what).toBe(status);
      }
      const missing = await callers.owner('POST', '/api/app/reports/2147483000/messages', { text: 'Hallo' });
      expect(missing.status).toBe(404);
      expect(await messageCounts(testApp())).toEqual(afterUpload);
      expect(afterUpload).toEqual({ ...before, files: (before.files ?? 0) + 1 });
    });

    it("never shows an internal note or a resident's message to a supplier who sees the request", async () => {
      const world = await handledRequest(true);
      const answer = await history(world, 'supplier');
      expect(answer.status).toBe(200);
      expect((answer.body as HistoryEntry[]).every((entry) => entry.kind === 'status')).toBe(true);
      const { db } = testApp();
      await db.delete(workOrders).where(eq(workOrders.requestId, world.request.id));
      // Without the work order the shared request is no longer the supplier's to see.
      expect((await history(world, 'supplier')).status).toBe(404);
    });
  },
);
