import { describe, expect, it } from 'vitest';
import type { RequestSubject, WorkOrderSubject } from '../queries/notification-subjects';
import { tidingsOf } from './notification-rules';

const request: RequestSubject = {
  id: 7,
  title: 'Lekkage in de berging',
  complexId: 3,
  complexName: 'De Linden',
  residentId: 11,
  shared: false,
  handlerId: null,
};

const order: WorkOrderSubject = {
  id: 5,
  description: 'Lekkage verhelpen',
  supplierId: 2,
  complexName: 'De Linden',
  planningDate: '2026-03-10',
  request,
};

/** Who hears what, as `audience → kind`. */
const heard = (tidings: ReturnType<typeof tidingsOf>) =>
  tidings.map(({ audience, kind }) => `${Object.values(audience).join(' ')} → ${kind}`);

describe('the notification rules', () => {
  it('tell administrators of a new request, and the complex residents only of a shared one', () => {
    expect(heard(tidingsOf({ action: 'request.created', request, byInspection: false }))).toEqual([
      'administrators → new-request',
    ]);
    expect(
      heard(
        tidingsOf({ action: 'request.created', request: { ...request, shared: true }, byInspection: false }),
      ),
    ).toEqual(['administrators → new-request', 'residents 3 → shared-request']);
    expect(
      tidingsOf({
        action: 'request.created',
        request: { ...request, residentId: null },
        byInspection: true,
      })[0]?.facts,
    ).toEqual({ requestId: 7, title: 'Lekkage in de berging', complexName: 'De Linden', byInspection: true });
  });

  it("tell the resident of their request's status with the reason; a request an inspection raised has no resident", () => {
    const change = {
      action: 'request.status-changed',
      request,
      status: 'AFGEWEZEN',
      reason: 'Eigen onderhoud',
    } as const;
    expect(tidingsOf(change)).toEqual([
      {
        audience: { to: 'person', userId: 11 },
        kind: 'request-status',
        facts: {
          requestId: 7,
          title: 'Lekkage in de berging',
          complexName: 'De Linden',
          status: 'AFGEWEZEN',
          reason: 'Eigen onderhoud',
        },
        path: '/reports/7',
      },
    ]);
    expect(tidingsOf({ ...change, request: { ...request, residentId: null } })).toEqual([]);
  });

  it('never tell a resident of an internal note', () => {
    const message = {
      action: 'request.message-added',
      request,
      fromResident: false,
      excerpt: 'Morgen',
    } as const;
    expect(tidingsOf({ ...message, visibility: 'INTERNAL' })).toEqual([]);
    const told = tidingsOf({ ...message, visibility: 'RESIDENT' });
    expect(heard(told)).toEqual(['person 11 → request-message']);
    expect(told[0]?.facts.excerpt).toBe('Morgen');
  });

  it("tell the request's administrator (or all while nobody took it) of the resident's answer, with its words", () => {
    const answer = {
      action: 'request.message-added',
      request,
      visibility: 'RESIDENT',
      fromResident: true,
      excerpt: 'Dinsdag ben ik thuis',
    } as const;
    const told = tidingsOf(answer);
    expect(heard(told)).toEqual(['administrators → resident-reply']);
    expect(told[0]).toMatchObject({
      facts: { requestId: 7, title: 'Lekkage in de berging', excerpt: 'Dinsdag ben ik thuis' },
      path: '/office/requests/7',
    });
    expect(heard(tidingsOf({ ...answer, request: { ...request, handlerId: 4 } }))).toEqual([
      'person 4 → resident-reply',
    ]);
  });

  it("tell the supplier of a work order and its planning, without the resident's name, and the resident of the date", () => {
    const created = tidingsOf({ action: 'work-order.created', order });
    expect(heard(created)).toEqual(['supplier 2 → work-order', 'person 11 → request-planned']);
    expect(created[0]?.facts).toEqual({
      workOrderId: 5,
      title: 'Lekkage verhelpen',
      complexName: 'De Linden',
      date: '2026-03-10',
      change: 'created',
    });
    expect(
      heard(tidingsOf({ action: 'work-order.planned', order: { ...order, planningDate: null } })),
    ).toEqual(['supplier 2 → work-order']);
  });

  it("tell the request's administrator (or all while nobody took it) of what calls for action", () => {
    const reported = (status: 'COMPLETE' | 'BLOCKED' | 'FOLLOW_UP_ACTION_NEEDED', readyToResolve: boolean) =>
      heard(tidingsOf({ action: 'work-order.status-reported', order, status, readyToResolve }));
    expect(reported('BLOCKED', false)).toEqual(['administrators → supplier-report']);
    expect(reported('FOLLOW_UP_ACTION_NEEDED', false)).toEqual(['administrators → supplier-report']);
    expect(reported('COMPLETE', false)).toEqual([]);
    expect(reported('COMPLETE', true)).toEqual(['administrators → supplier-report']);
    const handled = { ...order, request: { ...request, handlerId: 4 } };
    expect(
      heard(
        tidingsOf({
          action: 'work-order.status-reported',
          order: handled,
          status: 'BLOCKED',
          readyToResolve: false,
        }),
      ),
    ).toEqual(['person 4 → supplier-report']);
  });

  it("tell a supplier's members of a planned inspection task, and of the next one of a repeating task", () => {
    const task = {
      id: 9,
      aspectName: 'Dakbedekking',
      complexName: 'De Linden',
      supplierId: 2,
      date: '2027-03-01',
    };
    for (const action of ['complex.task-planned', 'complex.task-repeated'] as const) {
      expect(tidingsOf({ action, task })).toEqual([
        {
          audience: { to: 'supplier', supplierId: 2 },
          kind: 'inspection-task',
          facts: { taskId: 9, title: 'Dakbedekking', complexName: 'De Linden', date: '2027-03-01' },
          path: '/?tab=inspections',
        },
      ]);
    }
  });
});
