import type { QueryClient } from '@tanstack/react-query';

/** The key prefix of both report lists (recent and personal). */
export const REPORT_LISTS_KEY = ['reports'] as const;

/** Refetches both report lists, e.g. after a request was created here or in the 3D viewer. */
export const invalidateRequestLists = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: REPORT_LISTS_KEY });
