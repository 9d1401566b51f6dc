import type { CalendarEntry, CalendarEntryKind } from '@vve/contract/calls/calendar';
import { generatePath } from 'react-router';
import type { TFunction } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';

/** The colour of each kind of entry: white text on it keeps the AA contrast. */
export const ENTRY_COLORS: Record<CalendarEntryKind, string> = {
  meeting: '#1864ab',
  inspection: '#087f5b',
  workOrder: '#862e9c',
};

/** What each kind of entry is called in the legend. */
export const entryKindLabel = (kind: CalendarEntryKind, t: TFunction): string =>
  ({
    meeting: t('Members’ meetings'),
    inspection: t('Inspection tasks'),
    workOrder: t('Work orders'),
  })[kind];

/** An entry as the calendar names it: what it is, and in which complex. */
export const entryTitle = (entry: CalendarEntry, t: TFunction): string => {
  const complex = entry.complexName;
  switch (entry.kind) {
    case 'meeting':
      return entry.confirmed
        ? t('Members’ meeting, {{complex}}', { complex })
        : t('Members’ meeting, {{complex}} (not convened yet)', { complex });
    case 'inspection':
      return t('Inspection: {{aspect}}, {{complex}}', { aspect: entry.title, complex });
    case 'workOrder':
      return t('Work order: {{description}}, {{complex}}', { description: entry.title, complex });
  }
};

/** The back-office page of an entry's record: the meeting, the complex's planning, the work order. */
export const entryPath = (entry: CalendarEntry): string => {
  switch (entry.kind) {
    case 'meeting':
      return generatePath(officeRoutes.meeting, { id: String(entry.id) });
    case 'inspection':
      return generatePath(officeRoutes.complexPlanning, { id: String(entry.complexId) });
    case 'workOrder':
      return generatePath(officeRoutes.workOrder, { id: String(entry.id) });
  }
};
