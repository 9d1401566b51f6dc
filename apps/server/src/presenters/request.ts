import { sql, type SQL } from 'drizzle-orm';
import type { RelatedRequest } from '@vve/contract/calls/requests';
import { ReportStatus } from '@vve/contract/enums';
import { isoMoment, renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import { requests } from '../db/schema/requests';
import { requestPhotosJson } from './file';

/**
 * A request (spec §3) as the answer's JSON, from a row of `reports` joined with its creator in `users` (who is its
 * reporter too) and (left) its complex.
 */
export const requestJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${requests.id},
  'nr', ${requests.nr}::text,
  'aanmaakDatum', ${isoMoment(requests.createdAt)},
  'omschrijving', ${requests.omschrijving},
  'status', ${requests.status},
  'vve', case when ${complexes.id} is null then null
    else json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam}) end,
  'aangemaaktDoor', json_build_object('naam', ${users.name}),
  'melder', json_build_object('naam', ${users.name}),
  'attachments', ${requestPhotosJson(requests.id)},
  'linkedItem', case when ${requests.bimProjectId} is null then null
    else json_build_object('projectId', ${requests.bimProjectId}, 'viewpointId', ${requests.viewpointId}) end)`);

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
