import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { isoMoment, renderedOnce } from '../db/json-answer';
import { users } from '../db/schema/accounts';
import { complexes } from '../db/schema/complexes';
import {
  aspectElements,
  aspectTypes,
  aspects,
  inspectionElementStates,
  inspections,
  schedules,
} from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { supplierOrganisations } from '../db/schema/suppliers';
import { filesOfIdsJson } from './file';

/** The contract's InspectionFinding, as the JSON fields to build an object of: a grade, its text and its photos. */
const findingFields = (table: typeof inspections | typeof inspectionElementStates) =>
  sql`'state', ${table.state}, 'stateDescription', ${table.stateDescription}, 'photos', ${filesOfIdsJson(table.fileIds)}`;

/** An inspection's overall finding, or one element's (a row of `inspections` or `inspection_element_states`). */
export const findingJson = (table: typeof inspections | typeof inspectionElementStates) =>
  sql`json_build_object(${findingFields(table)})`;

/**
 * The NEN 2767 defects of the element finding of the outer query (stored as the contract's `Defect` objects), in the
 * order recorded, each with its photos, as a JSON array.
 */
const defectsJson = sql`coalesce((select json_agg(json_build_object(
    'type', defect->>'type',
    'severity', defect->>'severity',
    'intensity', (defect->>'intensity')::integer,
    'extent', (defect->>'extent')::integer,
    'description', defect->>'description',
    'photos', ${filesOfIdsJson(sql`array(select jsonb_array_elements_text(defect->'files')::integer)`)})
    order by defect_number)
  from jsonb_array_elements(${inspectionElementStates.defects}) with ordinality as recorded(defect, defect_number)),
  '[]'::json)`;

/**
 * The findings per element of the inspection of the outer query, in location order, as a JSON array: beside the
 * spec's, each element's survey code, defects and computed score.
 */
const elementFindingsJson = sql`coalesce((select json_agg(json_build_object(
    'id', ${aspectElements.id},
    'code', ${aspectElements.codeFull},
    'label', ${aspectElements.label},
    'location', ${aspectElements.location},
    ${findingFields(inspectionElementStates)},
    'surveyCode', ${inspectionElementStates.surveyCode},
    'defects', ${defectsJson},
    'score', ${inspectionElementStates.score})
    order by ${asc(aspectElements.location)}, ${asc(aspectElements.label)}, ${asc(aspectElements.id)})
  from ${inspectionElementStates} join ${aspectElements} on ${eq(aspectElements.id, inspectionElementStates.elementId)}
  where ${eq(inspectionElementStates.inspectionId, inspections.id)}), '[]'::json)`;

/** The requests the inspection of the outer query raised, by number, as a JSON array. */
const raisedRequestsJson = sql`coalesce((select json_agg(json_build_object(
    'id', ${requests.id},
    'nr', ${requests.nr}::text,
    'omschrijving', ${requests.omschrijving},
    'status', ${requests.status},
    'elementId', ${requests.inspectionElementId}) order by ${asc(requests.nr)}, ${asc(requests.id)})
  from ${requests} where ${eq(requests.inspectionId, inspections.id)}), '[]'::json)`;

/**
 * An inspection as the back office shows it (the contract's OfficeInspection), as the answer's JSON: from a row of
 * `inspections` joined with its aspect, the aspect's type and complex, its supplier, (left) its task and its
 * inspector (`users`).
 */
export const officeInspectionJson: SQL = renderedOnce(sql`json_build_object(
  'id', ${inspections.id},
  'draft', ${inspections.draft},
  'createdAt', ${isoMoment(inspections.createdAt)},
  'performedAt', ${isoMoment(inspections.performedAt)},
  'supplier', json_build_object('id', ${supplierOrganisations.id}, 'naam', ${supplierOrganisations.naam}),
  'inspector', case when ${users.name} is null then null else json_build_object('naam', ${users.name}) end,
  'complex', json_build_object('id', ${complexes.id}, 'naam', ${complexes.naam}),
  'aspect', json_build_object('id', ${aspects.id}, 'name', coalesce(${aspects.name}, ${aspectTypes.name})),
  'task', case when ${schedules.id} is null then null
    else json_build_object('id', ${schedules.id}, 'scheduledDate', ${schedules.scheduledDate}) end,
  'finding', ${findingJson(inspections)},
  'elements', ${elementFindingsJson},
  'requests', ${raisedRequestsJson})`);
