import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportsCalls, type Report } from '@vve/contract/calls/reports';
import type { z } from 'zod';
import { apiCall } from '../../../lib/api-client';
import { invalidateReportLists } from './report-lists';

export type ReportCreateInput = z.input<typeof reportsCalls.createReport.body>;

export const createReport = (body: ReportCreateInput): Promise<Report> =>
  apiCall(reportsCalls.createReport, { body });

/** Sends a request; both report lists are refetched afterwards (spec §4). */
export const useCreateReport = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => invalidateReportLists(queryClient),
  });
};
