import { sql, type SQL } from 'drizzle-orm';
import { renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';

/** The complex of the row as a `ComplexRef`. */
const complexRef = sql`json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam})`;

/**
 * The back office search's hits as the answer's JSON (contract `office-search.ts`), one per kind, each from a row
 * of its table joined as the query says.
 */
export const searchHitJson: Record<
  'request' | 'person' | 'unit' | 'complex' | 'supplier' | 'workOrder',
  SQL
> = {
  /** From `reports`, (left) joined with its complex. */
  request: renderedOnce(sql`json_build_object(
    'id', ${requests.id},
    'nr', ${requests.nr}::text,
    'omschrijving', ${requests.omschrijving},
    'complex', case when ${complexes.id} is null then null else ${complexRef} end,
    'status', ${requests.status})`),
  person: renderedOnce(sql`json_build_object(
    'id', ${users.id},
    'naam', ${users.name},
    'email', ${users.email},
    'deactivated', ${users.deactivatedAt} is not null)`),
  /** From `units`, joined with its complex. */
  unit: renderedOnce(sql`json_build_object(
    'id', ${units.id},
    'adres', ${units.adres},
    'indexNr', ${units.indexNr},
    'complex', ${complexRef})`),
  complex: renderedOnce(sql`json_build_object(
    'id', ${complexes.id},
    'naam', ${complexes.naam},
    'adres', ${complexes.adres},
    'plaats', ${complexes.plaats},
    'archived', ${complexes.archivedAt} is not null)`),
  supplier: renderedOnce(sql`json_build_object(
    'id', ${supplierOrganisations.id},
    'naam', ${supplierOrganisations.naam},
    'archived', ${supplierOrganisations.archivedAt} is not null)`),
  /** From `work_assignments`, joined with its supplier and its complex. */
  workOrder: renderedOnce(sql`json_build_object(
    'id', ${workOrders.id},
    'omschrijving', ${workOrders.omschrijving},
    'supplier', json_build_object('id', ${supplierOrganisations.id}, 'naam', ${supplierOrganisations.naam}),
    'complex', ${complexRef})`),
};
