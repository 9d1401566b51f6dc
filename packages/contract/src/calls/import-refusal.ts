import type { z } from 'zod';
import { ErrorBody } from '../error-body';
import { ImportSummary } from './office-import';

/**
 * A refused import (400): the error body, and the summary with the errors when the file could be read (an
 * applied file with errors, a header without the required columns); nothing was changed.
 */
export const ImportRefusal = ErrorBody.extend({ summary: ImportSummary.optional() });
export type ImportRefusal = z.infer<typeof ImportRefusal>;
