/** The source of the current time; tests pass their own to move time forward. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
