import {
  BCF_FILE_FIELD,
  bcfCalls,
  bcfFileName,
  MAX_BCF_BYTES,
  MAX_BCF_ENTRIES,
  MAX_BCF_TOPICS,
  MAX_BCF_UNPACKED_BYTES,
} from '@vve/contract/calls/bcf';
import { importBcf } from '../commands/import-bcf';
import { BcfRefusal, readBcf } from '../lib/bcf/read-bcf';
import { writeBcf } from '../lib/bcf/write-bcf';
import { refusal } from '../lib/http-error';
import { receiveFileBytes } from '../lib/receive-file-bytes';
import { sendDownload } from '../lib/send-download';
import { conditionMapAccess } from '../policies/condition-map';
import { visibleProject } from '../policies/bim-projects';
import { visibleRequests } from '../policies/requests';
import { isAdministrator } from '../policies/roles';
import { supplierScope } from '../policies/supplier-scope';
import { visibleWorkOrders } from '../policies/work-orders';
import { findProject } from '../queries/bim-projects';
import { readBcfExport } from '../reads/bcf-export';
import { SNAPSHOT_BODY_LIMIT } from './body-limits';
import { callRoutes } from './define-route';

const BCF_CONTENT_TYPE = 'application/octet-stream';

/** A BCF file that the reader refuses as a whole, as the refusal the caller reads. */
const refusalOf = (error: BcfRefusal) => {
  switch (error.problem) {
    case 'tooLarge':
      return refusal('bcfTooLarge', { megabytes: MAX_BCF_UNPACKED_BYTES / 1024 / 1024 });
    case 'tooManyEntries':
      return refusal('bcfTooManyEntries', { max: MAX_BCF_ENTRIES });
    case 'tooManyTopics':
      return refusal('tooManyBcfTopics', { max: MAX_BCF_TOPICS });
    case 'unsafeEntry':
      return refusal('bcfUnsafeEntry', { entry: error.detail.slice(0, 200) });
    case 'unsupportedVersion':
      return refusal('bcfUnsupportedVersion', { version: error.detail.slice(0, 20) });
    case 'unreadable':
      return refusal('bcfUnreadable');
  }
};

/**
 * BCF in and out of a 3D project. An export holds the project's requests its caller sees, messages to residents as
 * comments (never internal notes) and, for administrators and suppliers, the condition map; an import (administrators)
 * reads the file within its limits, tells what it would do in a dry run, and applies it all or nothing.
 */
export const bcfRoutes = callRoutes((route, { db, clock, storage }) => {
  route(bcfCalls.exportBcf, {
    bodyLimit: SNAPSHOT_BODY_LIMIT,
    handler: async ({ user, params, body, reply }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      const scope = supplierScope(user);
      const reader = {
        userId: user.id,
        name: user.name,
        administrator: isAdministrator(user),
        requests: visibleRequests(db, user),
        workOrders: scope.kind === 'none' ? null : visibleWorkOrders(scope),
        conditionMap: body.conditionMap ? await conditionMapAccess(db, user, project.complexId) : null,
      };
      const file = await readBcfExport(db, storage, project, reader, body, clock());
      const bytes = Buffer.from(writeBcf(file));
      return sendDownload(reply, bytes, BCF_CONTENT_TYPE, bcfFileName(project.name, body.version));
    },
  });

  route(bcfCalls.importBcf, {
    handler: async ({ user, params, query, request }) => {
      const project = await findProject(db, await visibleProject(db, user, params.id));
      const bytes = await receiveFileBytes(request, BCF_FILE_FIELD, MAX_BCF_BYTES);
      const limits = {
        unpackedBytes: MAX_BCF_UNPACKED_BYTES,
        entries: MAX_BCF_ENTRIES,
        topics: MAX_BCF_TOPICS,
      };
      const contents = await readBcf(bytes, limits).catch((error: unknown) => {
        throw error instanceof BcfRefusal ? refusalOf(error) : error;
      });
      return importBcf(db, {
        project,
        contents,
        apply: query.mode === 'apply',
        userId: user.id,
        at: clock(),
      });
    },
  });
});
