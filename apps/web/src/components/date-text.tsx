import { useFormatters } from '../lib/format';

interface DateTextProps {
  /** An ISO calendar date or date-time. */
  value: string;
  /** With the time of day; for moments such as meetings. */
  withTime?: boolean;
}

/** A date (or date and time) in the user's locale, marked up as a machine-readable `<time>`. */
export const DateText = ({ value, withTime = false }: DateTextProps) => {
  const { date, dateTime } = useFormatters();
  return <time dateTime={value}>{withTime ? dateTime(value) : date(value)}</time>;
};
