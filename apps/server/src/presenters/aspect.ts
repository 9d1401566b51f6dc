import { sql, type SQL } from 'drizzle-orm';
import { complexes } from '../db/schema/complexes';
import { aspectTypes, aspects } from '../db/schema/inspections';

/**
 * A building aspect as inspections and tasks show it (spec §3), as the answer's JSON: from a row of `aspects`
 * joined with its type (`aspectTypeJoin`) and its complex (`aspectComplexJoin`).
 */
export const aspectJson: SQL = sql`json_build_object(
  'id', ${aspects.id},
  'name', ${aspects.name},
  'aspectType', json_build_object('name', ${aspectTypes.name}, 'description', ${aspectTypes.description},
    'icon', ${aspectTypes.icon}),
  'complexAddress', ${complexes.adres} || ', ' || ${complexes.plaats},
  'complexName', ${complexes.naam})`;
