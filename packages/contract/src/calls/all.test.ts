import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from './all';
import { aspectsCalls } from './aspects';
import { aspectRegisterCalls } from './aspect-register';
import { bimCalls } from './bim';
import { contractsCalls } from './contracts';
import { detailsCalls } from './details';
import { filesCalls } from './files';
import { financeCalls } from './finance';
import { inspectionsCalls } from './inspections';
import { officeCalls } from './office';
import { officeComplexesCalls } from './office-complexes';
import { officeConditionsCalls } from './office-conditions';
import { officeRegisterCalls } from './office-register';
import { officeImportCalls } from './office-import';
import { officePeopleCalls } from './office-people';
import { officePlanningCalls } from './office-planning';
import { officeSearchCalls } from './office-search';
import { officeSuppliersCalls } from './office-suppliers';
import { officeRelationsCalls } from './office-relations';
import { officeWorkOrdersCalls } from './office-work-orders';
import { officeDeliveriesCalls } from './office-deliveries';
import { officeExportsCalls } from './office-exports';
import { notificationsCalls } from './notifications';
import { passwordCalls } from './passwords';
import { reportsCalls } from './requests';
import { requestMessagesCalls } from './request-messages';
import { schedulesCalls } from './schedules';
import { sessionCalls } from './session';
import { tenantCalls } from './tenant';
import { workAssignmentsCalls } from './work-assignments';
import type { CallDefinition } from '../define-call';

const areas = [
  sessionCalls,
  detailsCalls,
  financeCalls,
  tenantCalls,
  reportsCalls,
  contractsCalls,
  workAssignmentsCalls,
  inspectionsCalls,
  schedulesCalls,
  aspectsCalls,
  aspectRegisterCalls,
  filesCalls,
  bimCalls,
  officeCalls,
  officeWorkOrdersCalls,
  officeComplexesCalls,
  officeImportCalls,
  officePeopleCalls,
  officeRelationsCalls,
  passwordCalls,
  notificationsCalls,
  officeDeliveriesCalls,
  officeExportsCalls,
  requestMessagesCalls,
  officeSuppliersCalls,
  officePlanningCalls,
  officeConditionsCalls,
  officeRegisterCalls,
  officeSearchCalls,
];
const calls: [string, CallDefinition][] = Object.entries(allCalls);

const pathParams = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

describe('allCalls', () => {
  it('holds every call of every area under a unique key', () => {
    const areaKeys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(areaKeys).size).toBe(areaKeys.length);
    expect(Object.keys(allCalls).sort()).toEqual(areaKeys.sort());
  });

  it('has no two calls with the same method and path', () => {
    const routes = calls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(calls)('%s has a path that starts with /', (_name, call) => {
    expect(call.path.startsWith('/')).toBe(true);
  });

  it.each(calls)('%s has a params schema with exactly the params of its path', (_name, call) => {
    expect(Object.keys(call.params?.shape ?? {}).sort()).toEqual(pathParams(call.path).sort());
  });

  it.each(calls.filter(([, call]) => call.body !== undefined && call.bodyType === undefined))(
    '%s rejects fields that its JSON body does not know',
    (_name, call) => {
      expect(call.body).toBeInstanceOf(z.ZodObject);
      expect((call.body as z.ZodObject).def.catchall).toBeInstanceOf(z.ZodNever);
    },
  );
});
