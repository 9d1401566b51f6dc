import { z } from 'zod';
import { IdParam } from '../primitives';
import { FIRST_PAGE } from '../rules/paging';

/** `:id` of a record. */
export const IdParams = z.object({ id: IdParam });
/** `:vveId` of a complex. */
export const VveParams = z.object({ vveId: IdParam });
/** `:n` of a paged list; pages start at 1. */
export const PageParams = z.object({ n: z.coerce.number().int().min(FIRST_PAGE) });
