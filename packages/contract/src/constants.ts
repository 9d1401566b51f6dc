/** Business constants of spec §9 that are not tied to one rule. */

/** Thumbnail sizes in pixels. */
export const THUMBNAIL_SIZE = {
  reportImageStrip: 200,
  personalReportList: 50,
  fileDefault: 128,
  fileRow: 64,
} as const;
export const THUMBNAIL_SIZES: readonly number[] = Object.values(THUMBNAIL_SIZE);

/** Device width at which the layout turns from mobile to wide. */
export const WIDE_LAYOUT_BREAKPOINT = 768;

/** Photos with more pixels than this are refused (413): decoding costs by the pixel. */
export const MAX_PHOTO_PIXELS = 40_000_000;

/** Image subtypes whose data-URL prefix is stripped before upload. */
export const ACCEPTED_IMAGE_TYPES = ['png', 'jpg', 'jpeg', 'bmp'] as const;

/** The product name: the same in every language, in the app and in its emails. */
export const PRODUCT_NAME = 'VvE Portaal';

export const LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/** At most this many schedules are sent with an inspection. */
export const MAX_SCHEDULES_PER_INSPECTION = 1;

/** A new report is shared with fellow residents unless the user unticks it. */
export const REPORT_VISIBILITY_DEFAULT = true;

export const CURRENCY = 'EUR';
/** Balance amounts are shown with this many decimals. */
export const MONEY_FRACTION_DIGITS = 2;
