import { Badge } from '@mantine/core';
import type { ReportStatus } from '@vve/contract/enums';
import { type TFunction, useTranslation } from '../lib/i18n/i18n';

/** The badge colours of spec §4; each fill keeps black text above the AA contrast ratio. */
const colors: Record<ReportStatus, string> = {
  NIEUW: 'orange.5',
  IN_BEHANDELING: 'yellow.4',
  OPGELOST: 'lime.5',
  AFGEWEZEN: 'gray.4',
};

/** The label of a report status; an unknown or missing status reads 'Being handled' (spec §2). */
export const reportStatusLabel = (status: string | null | undefined, t: TFunction): string => {
  switch (status) {
    case 'NIEUW':
      return t('New');
    case 'OPGELOST':
      return t('Solved');
    case 'AFGEWEZEN':
      return t('Rejected');
    default:
      return t('Being handled');
  }
};

const isReportStatus = (status: string | null | undefined): status is ReportStatus =>
  status !== null && status !== undefined && status in colors;

/** A report's status as a coloured badge with its translated label. */
export const ReportStatusBadge = ({ status }: { status: string | null | undefined }) => {
  const { t } = useTranslation();
  return (
    <Badge color={colors[isReportStatus(status) ? status : 'IN_BEHANDELING']} c="black" radius="sm">
      {reportStatusLabel(status, t)}
    </Badge>
  );
};
