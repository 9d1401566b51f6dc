import { z } from 'zod';
import { IdParam, PageNumberParam } from '../primitives';

/** `:id` of a record. */
export const IdParams = z.object({ id: IdParam });
/** `:vveId` of a complex. */
export const VveParams = z.object({ vveId: IdParam });
/** `:n` of a paged list; pages start at 1. */
export const PageParams = z.object({ n: PageNumberParam });
