import type { ReportStatus } from '@vve/contract/enums';
import type { TFunction } from '../lib/i18n/i18n';
import { StatusBadge, type StatusLook } from './status-badge';

/** Each report status with its badge colour (spec §4) and its label. */
const REPORT_STATUSES: Record<ReportStatus, StatusLook> = {
  NIEUW: { color: 'orange.5', label: (t) => t('New') },
  IN_BEHANDELING: { color: 'yellow.4', label: (t) => t('Being handled') },
  OPGELOST: { color: 'lime.5', label: (t) => t('Solved') },
  AFGEWEZEN: { color: 'gray.4', label: (t) => t('Rejected') },
};

/** How a report status shows; an unknown or missing status shows as 'Being handled' (spec §2). */
export const requestStatusLook = (status: string | null | undefined): StatusLook =>
  status !== null && status !== undefined && status in REPORT_STATUSES
    ? REPORT_STATUSES[status as ReportStatus]
    : REPORT_STATUSES.IN_BEHANDELING;

/** The label of a report status; an unknown or missing status reads 'Being handled' (spec §2). */
export const requestStatusLabel = (status: string | null | undefined, t: TFunction): string =>
  requestStatusLook(status).label(t);

/** A report's status as a coloured badge with its translated label. */
export const RequestStatusBadge = ({ status }: { status: string | null | undefined }) => (
  <StatusBadge look={requestStatusLook(status)} />
);
