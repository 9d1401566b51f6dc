import { and, eq, notExists } from 'drizzle-orm';
import type { Database } from './database';
import type { files } from './schema/files';
import { inspectionFiles } from './schema/inspections';
import { rentalContracts } from './schema/rentals';
import { reportAttachments } from './schema/reports';

/** A file record that nothing holds: no request, inspection or rental contract. */
export const nothingHolds = (db: Database, fileId: typeof files.id | number) =>
  and(
    notExists(db.select().from(reportAttachments).where(eq(reportAttachments.fileId, fileId))),
    notExists(db.select().from(inspectionFiles).where(eq(inspectionFiles.fileId, fileId))),
    notExists(db.select().from(rentalContracts).where(eq(rentalContracts.contractFileId, fileId))),
  );
