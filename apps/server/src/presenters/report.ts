import { sql, type SQL } from 'drizzle-orm';
import type { RelatedRequest } from '@vve/contract/calls/reports';
import { ReportStatus } from '@vve/contract/enums';
import { isoMoment, renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { reports } from '../db/schema/reports';
import { reportPhotosJson } from './file';

/**
 * A request (spec §3) as the answer's JSON, from a row of `reports` joined with its creator in `users` (who is its
 * reporter too) and (left) its complex.
 */
export const reportJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${reports.id},
  'nr', ${reports.nr}::text,
  'aanmaakDatum', ${isoMoment(reports.createdAt)},
  'omschrijving', ${reports.omschrijving},
  'status', ${reports.status},
  'vve', case when ${complexes.id} is null then null
    else json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam}) end,
  'aangemaaktDoor', json_build_object('naam', ${users.name}),
  'melder', json_build_object('naam', ${users.name}),
  'attachments', ${reportPhotosJson(reports.id)},
  'linkedItem', case when ${reports.bimProjectId} is null then null
    else json_build_object('projectId', ${reports.bimProjectId}, 'viewpointId', ${reports.viewpointId}) end)`);

/** A request related to an inspection (one it raised), as the inspection screen lists it. */
export const presentRelatedRequest = (row: {
  id: number;
  omschrijving: string;
  melder: string;
  createdAt: Date;
  status: string;
}): RelatedRequest => ({
  id: row.id,
  omschrijving: row.omschrijving,
  melder: row.melder,
  aanmaakdatum: row.createdAt.toISOString(),
  status: ReportStatus.parse(row.status),
});
