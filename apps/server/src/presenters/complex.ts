import { and, asc, desc, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DetailsAnswer } from '@vve/contract/calls/details';
import { isoMoment } from '../db/json-answer';
import { complexes } from '../db/schema/complexes';
import { meetings } from '../db/schema/meetings';
import { budgets, financialYears } from '../db/schema/finance';

/** The request-app's start: the user's name and complexes by id. */
export const presentDetails = (
  name: string,
  complexList: readonly { id: number; naam: string }[],
): DetailsAnswer => ({
  name,
  vves: Object.fromEntries(complexList.map((complex) => [String(complex.id), complex.naam])),
});

/**
 * A complex as its residents see it (spec §3), as the answer's JSON from a row of `complexes`: its description, its
 * meetings from `from` on, and under financial management its budget in force (the adopted one of the newest year
 * up to `from`'s).
 */
export const complexJson = (from: Date): SQL => sql`json_build_object(
  'omschrijving', ${complexes.omschrijving},
  'financieelBeheer', ${complexes.financieelBeheer},
  'actieveBegrotingIds', case when ${complexes.financieelBeheer} then coalesce(
      (select json_build_array(${budgets.id}) from ${budgets}
        join ${financialYears} on ${eq(financialYears.id, budgets.financialYearId)}
        where ${and(
          eq(financialYears.complexId, complexes.id),
          isNotNull(budgets.adoptedOn),
          lte(financialYears.year, from.getUTCFullYear()),
        )}
        order by ${desc(financialYears.year)} limit 1), '[]'::json)
    else '[]'::json end,
  'vergaderingen', coalesce(
    (select json_agg(${isoMoment(meetings.startsAt)} order by ${asc(meetings.startsAt)}) from ${meetings}
      where ${and(eq(meetings.complexId, complexes.id), gte(meetings.startsAt, from))}), '[]'::json))`;
