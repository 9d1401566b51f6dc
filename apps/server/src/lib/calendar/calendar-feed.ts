import type { CalendarEntry } from '@vve/contract/calls/calendar';
import { PRODUCT_NAME, type Language } from '@vve/contract/constants';
import { appPaths, appUrl } from '../app-paths';
import { meetingEvent } from '../mail/convocation-email';
import { calendarFile, type CalendarEvent } from './ics';

/** How often a calendar app should fetch a feed again. */
const REFRESH_HOURS = 4;

/** Which app a feed's links open: the back office's pages, or the request-app's and supplier-app's. */
export type FeedApp = 'office' | 'apps';

interface Texts {
  notConvened: string;
  inspection: (aspect: string, complex: string) => string;
  workOrder: (description: string, complex: string) => string;
  supplier: (name: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    notConvened: 'not convened yet',
    inspection: (aspect, complex) => `Inspection: ${aspect}, ${complex}`,
    workOrder: (description, complex) => `Work order: ${description}, ${complex}`,
    supplier: (name) => `Supplier: ${name}`,
  },
  nl: {
    notConvened: 'nog niet bijeengeroepen',
    inspection: (aspect, complex) => `Inspectie: ${aspect}, ${complex}`,
    workOrder: (description, complex) => `Werkbon: ${description}, ${complex}`,
    supplier: (name) => `Leverancier: ${name}`,
  },
  de: {
    notConvened: 'noch nicht einberufen',
    inspection: (aspect, complex) => `Inspektion: ${aspect}, ${complex}`,
    workOrder: (description, complex) => `Arbeitsauftrag: ${description}, ${complex}`,
    supplier: (name) => `Lieferant: ${name}`,
  },
  fr: {
    notConvened: 'pas encore convoquée',
    inspection: (aspect, complex) => `Inspection : ${aspect}, ${complex}`,
    workOrder: (description, complex) => `Bon de travail : ${description}, ${complex}`,
    supplier: (name) => `Fournisseur : ${name}`,
  },
};

/** The app's page of an entry, under the app's base path. */
const entryPath = (entry: CalendarEntry, app: FeedApp): string => {
  switch (entry.kind) {
    case 'meeting':
      return app === 'office' ? appPaths.officeMeeting(entry.id) : appPaths.ownerMeeting(entry.id);
    case 'inspection':
      return app === 'office' ? appPaths.officePlanning(entry.complexId) : appPaths.supplierInspections();
    case 'workOrder':
      return app === 'office' ? appPaths.officeWorkOrder(entry.id) : appPaths.supplierWorkOrder(entry.id);
  }
};

/** One entry as a calendar event in the person's language, linking to its page. */
const entryEvent = (entry: CalendarEntry, language: Language, url: string): CalendarEvent => {
  const texts = TEXTS[language];
  if (entry.kind === 'meeting') {
    const meeting = {
      ...entry,
      startsAt: entry.startsAt ?? entry.day,
      place: entry.title || null,
      onlineLink: null,
    };
    return meetingEvent(meeting, language, url, entry.confirmed ? undefined : texts.notConvened);
  }
  const supplier = entry.supplierName === null ? undefined : texts.supplier(entry.supplierName);
  const summary = (entry.kind === 'inspection' ? texts.inspection : texts.workOrder)(
    entry.title,
    entry.complexName,
  );
  return {
    uid: `${entry.kind}-${String(entry.id)}@vve-app`,
    day: entry.day,
    summary,
    description: supplier,
    url,
  };
};

/** A person's calendar feed: the entries as events in their language, each linking to its page in `app`. */
export const calendarFeedFile = (
  entries: readonly CalendarEntry[],
  feed: { language: Language; app: FeedApp; publicUrl: string },
  at: Date,
): string =>
  calendarFile(
    entries.map((entry) =>
      entryEvent(entry, feed.language, appUrl(feed.publicUrl, entryPath(entry, feed.app))),
    ),
    at,
    { name: PRODUCT_NAME, refreshHours: REFRESH_HOURS },
  );
