/** The source of the current time; tests pass their own to move time forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** The calendar date (UTC) of a moment, `YYYY-MM-DD`: what a planning date is compared with. */
export const isoDay = (moment: Date): string => moment.toISOString().slice(0, 10);
