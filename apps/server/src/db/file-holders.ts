import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from './database';
import { announcementPhotos } from './schema/announcements';
import { bimViewpoints } from './schema/bim';
import { documents } from './schema/documents';
import type { files } from './schema/files';
import { inspectionFiles } from './schema/inspections';
import { rentalContracts } from './schema/rentals';
import { requestAttachments, requestMessageAttachments } from './schema/requests';
import { supplierUpdateAttachments } from './schema/work-orders';

type FileId = typeof files.id | number;

/**
 * A file that is no photo sent yet: not of a request, of a message on one, of a supplier's status report or of an
 * announcement; each photo belongs to one of them. (An inspection's photo may be sent with a request too.)
 */
export const notASentPhoto = (db: Database, fileId: FileId) =>
  and(
    notExists(db.select().from(requestAttachments).where(eq(requestAttachments.fileId, fileId))),
    notExists(
      db.select().from(requestMessageAttachments).where(eq(requestMessageAttachments.fileId, fileId)),
    ),
    notExists(
      db.select().from(supplierUpdateAttachments).where(eq(supplierUpdateAttachments.fileId, fileId)),
    ),
    notExists(db.select().from(announcementPhotos).where(eq(announcementPhotos.fileId, fileId))),
  );

/**
 * A file record that nothing holds: no request, message of a request, status report, announcement, inspection,
 * rental contract, viewpoint (its snapshot) or document of a library.
 */
export const nothingHolds = (db: Database, fileId: FileId) =>
  and(
    notASentPhoto(db, fileId),
    notExists(db.select().from(inspectionFiles).where(eq(inspectionFiles.fileId, fileId))),
    notExists(db.select().from(rentalContracts).where(eq(rentalContracts.contractFileId, fileId))),
    notExists(db.select().from(bimViewpoints).where(eq(bimViewpoints.snapshotFileId, fileId))),
    notExists(db.select().from(documents).where(eq(documents.fileId, fileId))),
  );
