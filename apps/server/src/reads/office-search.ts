import { and, asc, desc, eq, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_HITS_PER_KIND, type OfficeSearchResults } from '@vve/contract/calls/office-search';
import { MAX_ID } from '@vve/contract/primitives';
import type { Database } from '../db/database';
import { queryJsonOne } from '../db/json-answer';
import { orNotFound } from '../lib/http-error';
import { sqlList } from '../db/json-rows';
import { users } from '../db/schema/accounts';
import { complexes, units } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { workOrders } from '../db/schema/work-orders';
import { containing } from '../lib/like-pattern';
import { searchHitJson } from '../presenters/office-search';

/** The number a text names (`12`, `#12`, `0012`), when it names one an id or a request's number may have. */
export const searchedNumber = (text: string): number | null => {
  const digits = /^#?\s*([0-9]{1,10})$/.exec(text)?.[1];
  if (digits === undefined) return null;
  const value = Number(digits);
  return value >= 1 && value <= MAX_ID ? value : null;
};

/**
 * One kind's group as JSON: its first hits (`SEARCH_HITS_PER_KIND`) in `order`, and whether more match. One
 * more than is sent is read, to know.
 */
const group = (answer: SQL, from: SQL, where: SQL | undefined, order: SQL[]) =>
  sql`(select json_build_object(
      'hits', coalesce(json_agg(hit.answer order by hit.n) filter (where hit.n <= ${SEARCH_HITS_PER_KIND}), '[]'),
      'more', count(*) > ${SEARCH_HITS_PER_KIND})
    from (select ${answer} as answer, row_number() over (order by ${sqlList(order)}) as n
      from ${from} where ${where} order by n limit ${SEARCH_HITS_PER_KIND + 1}) as hit)`;

/**
 * The back office's search, as JSON, in one statement: the text (trimmed, not blank) case-insensitive anywhere in
 * - a request's description, or a number (`searchedNumber`) that is the request's: those first, then newest first;
 * - a person's name, user name or email address: by name, deactivated people last;
 * - a unit's address or index number: by address;
 * - a complex's name, address or place: by name, archived ones last;
 * - a supplier organisation's name: by name, archived ones last;
 * - a work order's description, or a number that is its id: that first, then newest first.
 *
 * A request's description and number are matched in its search text, which its trigram index serves; the number
 * is the text's last line (`… \n12`), so that the index serves it too.
 */
export const searchOffice = async (db: Database, text: string) => {
  const needle = text.toLowerCase();
  const pattern = containing(needle);
  const holds = (column: SQLWrapper) => like(sql`lower(${column})`, pattern);
  const number = searchedNumber(needle);
  const isRequestNumber =
    number === null
      ? undefined
      : and(like(requests.searchText, `%\n${String(number)}`), eq(requests.nr, number));
  const isWorkOrderId = number === null ? undefined : eq(workOrders.id, number);
  const first = (condition: SQL | undefined) => (condition === undefined ? [] : [sql`${condition} desc`]);
  const inUseFirst = (archivedAt: SQLWrapper) => sql`${archivedAt} is not null`;
  const byName = (name: SQLWrapper, id: SQLWrapper) => [asc(sql`lower(${name})`), asc(id)];

  const requestHits = group(
    searchHitJson.request,
    sql`${requests} left join ${complexes} on ${eq(complexes.id, requests.complexId)}`,
    or(and(like(requests.searchText, pattern), holds(requests.omschrijving)), isRequestNumber),
    [...first(isRequestNumber), desc(requests.createdAt), desc(requests.id)],
  );
  const people = group(
    searchHitJson.person,
    sql`${users}`,
    or(holds(users.name), holds(users.username), holds(users.email)),
    [inUseFirst(users.deactivatedAt), ...byName(users.name, users.id)],
  );
  const unitHits = group(
    searchHitJson.unit,
    sql`${units} join ${complexes} on ${eq(complexes.id, units.complexId)}`,
    or(holds(units.adres), holds(units.indexNr)),
    [...byName(units.adres, units.id)],
  );
  const complexHits = group(
    searchHitJson.complex,
    sql`${complexes}`,
    or(holds(complexes.naam), holds(complexes.adres), holds(complexes.plaats)),
    [inUseFirst(complexes.archivedAt), ...byName(complexes.naam, complexes.id)],
  );
  const suppliers = group(
    searchHitJson.supplier,
    sql`${supplierOrganisations}`,
    holds(supplierOrganisations.naam),
    [
      inUseFirst(supplierOrganisations.archivedAt),
      ...byName(supplierOrganisations.naam, supplierOrganisations.id),
    ],
  );
  const workOrderHits = group(
    searchHitJson.workOrder,
    sql`${workOrders}
      join ${supplierOrganisations} on ${eq(supplierOrganisations.id, workOrders.supplierId)}
      join ${complexes} on ${eq(complexes.id, workOrders.complexId)}`,
    or(holds(workOrders.omschrijving), isWorkOrderId),
    [...first(isWorkOrderId), desc(workOrders.createdAt), desc(workOrders.id)],
  );
  return orNotFound(
    await queryJsonOne<OfficeSearchResults>(
      db,
      sql`select json_build_object('requests', ${requestHits}, 'people', ${people}, 'units', ${unitHits},
        'complexes', ${complexHits}, 'suppliers', ${suppliers}, 'workOrders', ${workOrderHits}) as answer`,
    ),
    'Search',
  );
};
