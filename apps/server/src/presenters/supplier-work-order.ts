import { eq, sql, type SQL } from 'drizzle-orm';
import { eurosOf, isoMoment, renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { workOrders } from '../db/schema/work-orders';
import { ownedOrRentedBy } from '../queries/resident-units';
import { requestPhotosJson } from './file';
import { newestUpdateOfWorkOrder } from '../queries/newest-status-report';
import { supplierUpdateJson } from './supplier-update';

/** The newest status report of the work order, as the answer's JSON (null when none). */
const lastSupplierUpdateJson = sql`(select ${supplierUpdateJson} ${newestUpdateOfWorkOrder})`;

/** Its request's resident: none for a request an inspection raised (or without a request). */
const hasResident = sql`${requests.id} is not null and ${requests.inspectionId} is null`;

/** The units of the request's resident in the work order's complex, as a JSON array in address order. */
const residentUnitsJson = sql`(select coalesce(json_agg(json_build_object('adres', ${units.adres},
    'indexNr', ${units.indexNr}) order by ${units.adres}, ${units.id}), '[]'::json)
  from ${units}
  where ${hasResident} and ${eq(units.complexId, workOrders.complexId)} and ${ownedOrRentedBy(requests.createdBy)})`;

/** The request's resident as the contract's `contact`: their phone only with their consent. */
const residentContactJson = sql`(select json_build_object('naam', ${users.name},
    'phone', case when ${users.phoneForSuppliers} then ${users.phone} end)
  from ${users} where ${hasResident} and ${eq(users.id, requests.createdBy)})`;

/**
 * A work order (spec §3) as the answer's JSON, from a row of `work_assignments` joined with its complex and (left)
 * its request: its complex's address, its request's viewpoint and photos, its newest status report, its
 * creation date as the server shows it (`20-11-2026`, the day in UTC), and the door to knock on: the resident's
 * units and contact. Only its own supplier and administrators read it (policies/work-orders).
 */
export const supplierWorkOrderJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${workOrders.id},
  'vve', json_build_object('composedAddress', ${complexes.adres} || ', ' || ${complexes.plaats}),
  'omschrijving', ${workOrders.omschrijving},
  'aanmaakdatum', ${isoMoment(workOrders.createdAt)},
  'aanmaakdatumString', to_char(${workOrders.createdAt} at time zone 'UTC', 'DD-MM-YYYY'),
  'startdatum', ${workOrders.startDate},
  'planningsDatum', ${workOrders.planningDate},
  'reparatiePrioriteit', json_build_object('naam', ${workOrders.priority}),
  'reparatieSoort', json_build_object('naam', ${workOrders.repairType}),
  'indicatieBedrag', ${eurosOf(workOrders.indicationAmountCents)},
  'lastSupplierUpdate', ${lastSupplierUpdateJson},
  'afgerond', ${workOrders.completed},
  'hasViewpoint', ${requests.viewpointId} is not null,
  'requestId', ${workOrders.requestId},
  'attachments', ${requestPhotosJson(workOrders.requestId)},
  'units', ${residentUnitsJson},
  'contact', ${residentContactJson})`);
