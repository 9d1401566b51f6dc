import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isoMoment, renderedOnce } from '../db/json-answer';
import { inspectionElementStates, inspections } from '../db/schema/inspections';
import { aspectJson } from './aspect';

/** The findings per element of the inspection of the outer query, by element id, as a JSON array. */
const statePerElementJson = sql`coalesce((select json_agg(json_build_object(
    'element', json_build_object('id', ${inspectionElementStates.elementId}),
    'state', ${inspectionElementStates.state},
    'stateDescription', ${inspectionElementStates.stateDescription},
    'createRequest', ${inspectionElementStates.createRequest},
    'requestDescription', ${inspectionElementStates.requestDescription},
    'files', ${inspectionElementStates.fileIds},
    'surveyCode', ${inspectionElementStates.surveyCode},
    'defects', ${inspectionElementStates.defects},
    'score', ${inspectionElementStates.score}) order by ${asc(inspectionElementStates.elementId)})
  from ${inspectionElementStates} where ${eq(inspectionElementStates.inspectionId, inspections.id)}), '[]'::json)`;

/**
 * An inspection of a building aspect (spec §3) with its findings per element, as the answer's JSON: from a row of
 * `inspections` joined with its aspect as `aspectJson` needs it.
 */
export const inspectionJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${inspections.id},
  'draft', ${inspections.draft},
  'state', ${inspections.state},
  'stateDescription', ${inspections.stateDescription},
  'aspect', ${aspectJson},
  'statePerElement', ${statePerElementJson},
  'createRequest', ${inspections.createRequest},
  'requestDescription', ${inspections.requestDescription},
  'files', ${inspections.fileIds},
  'applyToSchedules', case when ${inspections.scheduleId} is null then '[]'::json
    else json_build_array(${inspections.scheduleId}) end,
  'planDate', ${inspections.planDate},
  'performedAt', ${isoMoment(inspections.performedAt)},
  'version', ${inspections.version})`);
