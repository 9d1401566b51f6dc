import type { Database } from '../db/database';
import type { FileStorage } from '../lib/file-storage';

export interface SeedContext {
  db: Database;
  storage: FileStorage;
  /** The moment of seeding: dates (meetings, requests) are placed relative to it. */
  now: Date;
}

/**
 * One area's share of the demo dataset. Parts run in order inside one transaction and must be
 * deterministic: the same rows (relative to `now`) on every fresh database. Later parts find
 * earlier rows by their natural keys (user names, complex names), never by generated ids.
 */
export interface SeedPart {
  name: string;
  run: (context: SeedContext) => Promise<void>;
}
