import { eq } from 'drizzle-orm';
import type { DocumentFacts } from '@vve/contract/calls/documents';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { documents } from '../db/schema/documents';
import { claimOwnFile } from './claim-own-files';
import { lockComplexInUse, lockHolderOf } from './lock-complex';

/** Adds a document to the library of a complex in use, with its audit row (which tells its readers when asked). */
export const addDocument = (
  db: Database,
  document: DocumentFacts & { complexId: number; fileId: number; notify: boolean; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockComplexInUse(tx, document.complexId);
    await claimOwnFile(tx, document.userId, document.fileId);
    const [row] = await tx
      .insert(documents)
      .values({
        complexId: complex.id,
        folder: document.folder,
        title: document.title,
        date: document.date,
        readers: document.readers,
        fileId: document.fileId,
        addedBy: document.userId,
        addedAt: document.at,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('document not stored');
    await recordAudit(tx, {
      userId: document.userId,
      action: 'complex.document-added',
      entityId: complex.id,
      at: document.at,
      details: { documentId: row.id, readers: document.readers, notify: document.notify },
    });
    return row.id;
  });

/** Changes a document's facts, with its audit row. */
export const updateDocument = (
  db: Database,
  change: DocumentFacts & { id: number; userId: number; at: Date },
) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'document', change.id);
    await tx
      .update(documents)
      .set({ folder: change.folder, title: change.title, date: change.date, readers: change.readers })
      .where(eq(documents.id, change.id));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.document-updated',
      entityId: complex.id,
      at: change.at,
      details: { documentId: change.id, readers: change.readers },
    });
  });

/** Removes a document, with its audit row; answers its file's id, to delete once nothing holds it. */
export const removeDocument = (db: Database, removal: { id: number; userId: number; at: Date }) =>
  db.transaction(async (tx) => {
    const complex = await lockHolderOf(tx, 'document', removal.id);
    const [removed] = await tx
      .delete(documents)
      .where(eq(documents.id, removal.id))
      .returning({ fileId: documents.fileId });
    await recordAudit(tx, {
      userId: removal.userId,
      action: 'complex.document-removed',
      entityId: complex.id,
      at: removal.at,
      details: { documentId: removal.id },
    });
    return removed?.fileId ?? null;
  });
