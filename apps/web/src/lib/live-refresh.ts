/**
 * How often what others change is asked for again while the tab is in front (TanStack Query skips the interval in
 * background tabs): the bell's unread count, and the back office's counters and inbox.
 */
export const LIVE_REFRESH_MS = 5_000;
