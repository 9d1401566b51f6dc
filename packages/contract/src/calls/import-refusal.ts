import type { z } from 'zod';
import { ErrorBody } from '../error-body';
import { ImportSummary } from './office-import';

/**
 * A refused import (400): the error body, and the import's summary with the errors when the file could be read
 * (an applied file with errors, a header without the required columns); nothing was changed.
 */
export const importRefusal = <Summary extends z.ZodType>(summary: Summary) =>
  ErrorBody.extend({ summary: summary.optional() });

export const ImportRefusal = importRefusal(ImportSummary);
export type ImportRefusal = z.infer<typeof ImportRefusal>;
