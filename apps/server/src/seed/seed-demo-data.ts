import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { FileStorage } from '../lib/file-storage';
import { users } from '../db/schema/accounts';
import { notificationEvents } from '../db/schema/notifications';
import { accountsSeed } from './parts/accounts';
import { announcementsSeed } from './parts/announcements';
import { complexesSeed } from './parts/complexes';
import { documentsSeed } from './parts/documents';
import { financesSeed } from './parts/finances';
import { rentalsSeed } from './parts/rentals';
import { inspectionsSeed } from './parts/inspections';
import { maintenancePlansSeed } from './parts/maintenance-plans';
import { meetingsSeed } from './parts/meetings';
import { modelsSeed } from './parts/models';
import { officeSeed } from './parts/office';
import { requestsSeed } from './parts/requests';
import { suppliersSeed } from './parts/suppliers';
import type { SeedPart } from './seed-part';

/** The demo dataset, area by area; each later area appends its part here. */
export const seedParts: readonly SeedPart[] = [
  accountsSeed,
  complexesSeed,
  modelsSeed,
  financesSeed,
  rentalsSeed,
  requestsSeed,
  suppliersSeed,
  inspectionsSeed,
  maintenancePlansSeed,
  officeSeed,
  announcementsSeed,
  documentsSeed,
  meetingsSeed,
];

export const isDatabaseEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
};

/**
 * Loads the demo dataset into an empty database, all or nothing. Its history is the past, not news: nobody is
 * notified of it (the commands it runs keep their changes for the notifications worker, which are dropped).
 */
export const seedDemoData = async (db: Database, storage: FileStorage, now = new Date()): Promise<void> => {
  await db.transaction(async (tx) => {
    for (const part of seedParts) await part.run({ db: tx, storage, now });
    await tx.delete(notificationEvents);
  });
};
