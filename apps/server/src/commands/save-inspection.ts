import { and, eq, type SQL } from 'drizzle-orm';
import type { InspectionSave } from '@vve/contract/calls/inspections';
import type { Database } from '../db/database';
import { isLockNotAvailable } from '../db/errors';
import {
  aspectElements,
  aspects,
  inspectionElementStates,
  inspectionFiles,
  inspections,
} from '../db/schema/inspections';
import { requests } from '../db/schema/requests';
import { found, refusal } from '../lib/http-error';
import { performTask } from './plan-tasks';
import { raiseRequest } from './raise-request';
import { recordAudit } from '../db/audit-log';
import { elementScore, stateOfScore } from '@vve/contract/rules/element-score';

const missingFrom = (wanted: Iterable<number>, allowed: ReadonlySet<number>): number[] =>
  [...new Set(wanted)].filter((id) => !allowed.has(id));

/** A request to raise: for the inspection as a whole (elementId null) or for one element. */
interface RaisedRequest {
  elementId: number | null;
  description: string;
}

const requestsToRaise = (body: InspectionSave): RaisedRequest[] => {
  const wanted = [
    { elementId: null, ticked: body.createRequest, description: body.requestDescription },
    ...body.statePerElement.map((entry) => ({
      elementId: entry.element.id,
      ticked: entry.createRequest,
      description: entry.requestDescription,
    })),
  ];
  return wanted
    .filter((request) => request.ticked && request.description.trim() !== '')
    .map(({ elementId, description }) => ({ elementId, description: description.trim() }));
};

/**
 * Saves an inspection's findings and marks it performed, all or nothing (spec §4, §7): states are
 * checked by the schema; elements must be the aspect's, files (of findings and defects) the inspection's own
 * uploads. Each element's score is computed here from its defects and survey code, whatever a client sent, and a
 * scored element's spec state follows from its score. Each
 * ticked 'Make a report' with a description raises a request (NIEUW) once; saving again does not
 * raise it twice. A save while another runs for the same inspection answers 409, and so does a save based on
 * a version other than the stored one (`body.version`, when given); each save counts the version up. An
 * inspection outside `visible` answers 404, whether it exists or not.
 */
export const saveInspection = async (
  db: Database,
  userId: number,
  id: number,
  body: InspectionSave,
  now: Date,
  /** The inspections the user may save (a policy's filter): any other answers 404. */
  visible: SQL | undefined,
): Promise<void> => {
  try {
    await db.transaction(async (tx) => {
      const inspection = found(
        await tx
          .select()
          .from(inspections)
          .where(and(eq(inspections.id, id), visible))
          .for('update', { noWait: true }),
        'Inspection',
      );
      if (body.version !== undefined && body.version !== inspection.version) {
        throw refusal('inspectionSavedElsewhere');
      }
      if (body.aspect !== inspection.aspectId) throw refusal('inspectionOfAnotherAspect');
      if (body.schedule !== null && body.schedule !== inspection.scheduleId) {
        throw refusal('inspectionOfAnotherTask');
      }

      const elements = await tx
        .select({ id: aspectElements.id })
        .from(aspectElements)
        .where(eq(aspectElements.aspectId, inspection.aspectId));
      const foreignElements = missingFrom(
        body.statePerElement.map((entry) => entry.element.id),
        new Set(elements.map((element) => element.id)),
      );
      if (foreignElements.length > 0) {
        throw refusal('foreignElements', { elements: foreignElements.join(', ') });
      }
      const ownFiles = await tx
        .select({ id: inspectionFiles.fileId })
        .from(inspectionFiles)
        .where(eq(inspectionFiles.inspectionId, id));
      const foreignFiles = missingFrom(
        [
          ...body.files,
          ...body.statePerElement.flatMap((entry) => [
            ...entry.files,
            ...entry.defects.flatMap((defect) => defect.files),
          ]),
        ],
        new Set(ownFiles.map((file) => file.id)),
      );
      if (foreignFiles.length > 0) {
        throw refusal('foreignFiles', { files: foreignFiles.join(', ') });
      }

      await tx
        .update(inspections)
        .set({
          state: body.state,
          stateDescription: body.stateDescription,
          createRequest: body.createRequest,
          requestDescription: body.requestDescription,
          fileIds: [...new Set(body.files)],
          draft: false,
          performedAt: inspection.performedAt ?? now,
          version: inspection.version + 1,
        })
        .where(eq(inspections.id, id));
      await tx.delete(inspectionElementStates).where(eq(inspectionElementStates.inspectionId, id));
      if (body.statePerElement.length > 0) {
        await tx.insert(inspectionElementStates).values(
          body.statePerElement.map((entry) => {
            const score = elementScore(entry);
            return {
              inspectionId: id,
              elementId: entry.element.id,
              state: stateOfScore(score, entry.state),
              stateDescription: entry.stateDescription,
              createRequest: entry.createRequest,
              requestDescription: entry.requestDescription,
              fileIds: [...new Set(entry.files)],
              defects: entry.defects.map((defect) => ({ ...defect, files: [...new Set(defect.files)] })),
              surveyCode: entry.surveyCode,
              score,
            };
          }),
        );
      }
      if (inspection.scheduleId !== null) {
        await performTask(tx, { taskId: inspection.scheduleId, userId, at: now });
      }

      await recordAudit(tx, {
        userId,
        action: 'inspection.saved',
        entityId: id,
        at: now,
        details: { state: body.state, elements: body.statePerElement.length },
      });

      const raised = await tx
        .select({ elementId: requests.inspectionElementId })
        .from(requests)
        .where(eq(requests.inspectionId, id));
      const alreadyRaised = new Set(raised.map((row) => row.elementId));
      const toRaise = requestsToRaise(body).filter((request) => !alreadyRaised.has(request.elementId));
      if (toRaise.length === 0) return;
      const [aspect] = await tx
        .select({ complexId: aspects.complexId })
        .from(aspects)
        .where(eq(aspects.id, inspection.aspectId));
      if (!aspect) throw new Error(`aspect ${inspection.aspectId} missing`);
      for (const request of toRaise) {
        await raiseRequest(tx, {
          complexId: aspect.complexId,
          description: request.description,
          publiclyVisible: false,
          createdBy: userId,
          createdAt: now,
          raisedBy: { inspectionId: id, elementId: request.elementId },
        });
      }
    });
  } catch (error) {
    // Retry-After: the conflict passes, so an idempotency key does not keep this answer (plugins/idempotency).
    if (isLockNotAvailable(error)) throw refusal('inspectionBeingSaved').withHeaders({ 'retry-after': '1' });
    throw error;
  }
};
