/**
 * Generates the scale portfolio of issue 7 into the database vve_scale on the PostgreSQL server of
 * DATABASE_URL (default: the local one): `npm run bench:scale-data`. SCALE=0.1 makes a tenth of it.
 * An existing portfolio of the same scale is kept; FRESH=1 makes it anew.
 */
import { scaleDatabase } from './scale-database';

const factor = Number(process.env.SCALE ?? 1);
if (!(factor > 0 && factor <= 1)) throw new Error('SCALE is a fraction of the full scale, in (0, 1]');
await scaleDatabase(factor, console.log, process.env.FRESH === '1');
