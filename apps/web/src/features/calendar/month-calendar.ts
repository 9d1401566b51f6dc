import { Calendar, type EventInput } from '@fullcalendar/core';
import deLocale from '@fullcalendar/core/locales/de';
import enLocale from '@fullcalendar/core/locales/en-gb';
import frLocale from '@fullcalendar/core/locales/fr';
import nlLocale from '@fullcalendar/core/locales/nl';
import dayGridPlugin from '@fullcalendar/daygrid';
import listPlugin from '@fullcalendar/list';
import type { Language } from '../../lib/i18n/i18n';
import './month-calendar.css';

/*
 * FullCalendar without its React adapter, loaded with the calendar's page only. This module imports nothing the
 * app's first load has (not even React): the bundler would otherwise split the first load's shared chunks anew,
 * at a cost to every first screen.
 */

const LOCALES = { nl: nlLocale, en: enLocale, de: deLocale, fr: frLocale };

/** One entry as the calendar shows it; `href` is its page's address, `path` the same within the app. */
export interface CalendarItem {
  id: string;
  title: string;
  start: string;
  allDay: boolean;
  href: string;
  path: string;
  color: string;
}

export interface MonthCalendarOptions {
  language: Language;
  /** The first view: the month as a list (for a narrow screen) or as a grid of days. */
  list: boolean;
  /** The days shown whenever they change: the first, and the first after them. */
  onDaysChange: (start: Date, end: Date) => void;
  onOpen: (path: string) => void;
}

/** A calendar drawn in an element: its entries and language change in place, and it goes when destroyed. */
export interface MonthCalendar {
  showItems: (items: readonly CalendarItem[]) => void;
  showLanguage: (language: Language) => void;
  destroy: () => void;
}

const toEvent = (item: CalendarItem): EventInput => ({
  id: item.id,
  title: item.title,
  start: item.start,
  allDay: item.allDay,
  url: item.href,
  color: item.color,
  textColor: '#ffffff',
  extendedProps: { path: item.path },
});

/** A month as a grid of days or as a list, in the language given, each entry a link to its page. */
export const drawMonthCalendar = (element: HTMLElement, options: MonthCalendarOptions): MonthCalendar => {
  const calendar = new Calendar(element, {
    plugins: [dayGridPlugin, listPlugin],
    initialView: options.list ? 'listMonth' : 'dayGridMonth',
    locale: LOCALES[options.language],
    headerToolbar: { start: 'prev,next today', center: 'title', end: 'dayGridMonth,listMonth' },
    // Words rather than icons on its buttons: its icons are images without a text.
    buttonIcons: false,
    eventDisplay: 'block',
    dayMaxEvents: 4,
    // An entry has a start only, and the calendar gives it an hour: one at 23:30 stays on its own day.
    nextDayThreshold: '09:00:00',
    height: 'auto',
    // A day's cell is named by its entries as well as its date, not by its date alone (which hides them).
    dayCellDidMount: ({ el }) => {
      el.removeAttribute('aria-labelledby');
    },
    datesSet: ({ start, end }) => {
      options.onDaysChange(start, end);
    },
    eventClick: ({ event, jsEvent }) => {
      jsEvent.preventDefault();
      options.onOpen(String(event.extendedProps.path));
    },
  });
  calendar.render();
  return {
    showItems: (items) => {
      calendar.removeAllEventSources();
      calendar.addEventSource(items.map(toEvent));
    },
    showLanguage: (language) => {
      calendar.setOption('locale', LOCALES[language]);
    },
    destroy: () => {
      calendar.destroy();
    },
  };
};
