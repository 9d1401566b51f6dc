import type { OfficeRequestCounts } from '@vve/contract/calls/office';
import { ReportStatus } from '@vve/contract/enums';

/** The navigation's counters: every status (0 when it has no request), and what waits for the administrator. */
export const presentOfficeRequestCounts = ({
  totals,
  reportedSinceSeen,
}: {
  totals: { status: string; total: number }[];
  reportedSinceSeen: number;
}): OfficeRequestCounts => {
  const byStatus = Object.fromEntries(
    ReportStatus.options.map((status) => [status, totals.find((row) => row.status === status)?.total ?? 0]),
  ) as OfficeRequestCounts['byStatus'];
  return { byStatus, waiting: byStatus.NIEUW + reportedSinceSeen };
};
