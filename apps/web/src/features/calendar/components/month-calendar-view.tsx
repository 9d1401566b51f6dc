import { useEffect, useRef, useState } from 'react';
import { ContentSkeleton } from '../../../components/content-skeleton';
import type { Language } from '../../../lib/i18n/i18n';
import type { CalendarItem, MonthCalendar } from '../month-calendar';

interface MonthCalendarViewProps {
  items: readonly CalendarItem[];
  language: Language;
  /** The days shown whenever they change: the first, and the first after them. */
  onDaysChange: (start: Date, end: Date) => void;
  onOpen: (path: string) => void;
}

/**
 * The month's calendar (month-calendar, loaded on first use) in the page: a placeholder until it is drawn, then
 * its entries and language kept up to date. A narrow screen starts with the list.
 */
export const MonthCalendarView = ({ items, language, onDaysChange, onOpen }: MonthCalendarViewProps) => {
  const element = useRef<HTMLDivElement>(null);
  const [calendar, setCalendar] = useState<MonthCalendar | null>(null);
  // The calendar calls the newest handlers, without being drawn again when they change.
  const handlers = useRef({ onDaysChange, onOpen });
  useEffect(() => {
    handlers.current = { onDaysChange, onOpen };
  });
  const firstLanguage = useRef(language);
  useEffect(() => {
    let drawn: MonthCalendar | undefined;
    let gone = false;
    void import('../month-calendar').then(({ drawMonthCalendar }) => {
      if (gone || !element.current) return;
      drawn = drawMonthCalendar(element.current, {
        language: firstLanguage.current,
        list: window.matchMedia('(max-width: 48em)').matches,
        onDaysChange: (start, end) => {
          handlers.current.onDaysChange(start, end);
        },
        onOpen: (path) => {
          handlers.current.onOpen(path);
        },
      });
      setCalendar(drawn);
    });
    return () => {
      gone = true;
      drawn?.destroy();
    };
  }, []);
  useEffect(() => {
    calendar?.showItems(items);
  }, [calendar, items]);
  useEffect(() => {
    calendar?.showLanguage(language);
  }, [calendar, language]);
  return (
    <>
      <div ref={element} />
      {calendar === null && <ContentSkeleton lines={12} />}
    </>
  );
};
