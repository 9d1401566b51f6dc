/**
 * Text colours for good and bad news that keep the AA contrast ratio (4.5:1) on white and on light
 * backgrounds; Mantine's green 8 and 9 (3.3:1 and 4.4:1) and red 8 (4.5:1, only just) fall short.
 */
export const GOOD_NEWS_TEXT = '#237032';
export const BAD_NEWS_TEXT = 'red.9';
/** Something that needs the user's attention, such as unsaved work (Mantine's orange 9 is 4.3:1). */
export const WARNING_TEXT = '#a8390a';
