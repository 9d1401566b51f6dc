import type { Database } from '../db/database';

/**
 * One area's share of the demo dataset. Parts run in order inside one transaction and must be
 * deterministic: the same rows on every fresh database. Later parts find earlier rows by their
 * natural keys (user names, complex names), never by generated ids.
 */
export interface SeedPart {
  name: string;
  run: (db: Database) => Promise<void>;
}
