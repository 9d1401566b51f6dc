import type { KnownAspectType, KnownPriority, KnownRepairType } from '@vve/contract/rules/known-values';
import type { TFunction } from './i18n/i18n';

type Labels<Code extends string> = Record<Code, (t: TFunction) => string>;

const PRIORITY_LABELS: Labels<KnownPriority> = {
  Laag: (t) => t('Low'),
  Normaal: (t) => t('Normal'),
  Hoog: (t) => t('High'),
  Spoed: (t) => t('Urgent'),
};

const REPAIR_TYPE_LABELS: Labels<KnownRepairType> = {
  Herstel: (t) => t('Repair'),
  Lekkage: (t) => t('Leak'),
  Onderhoud: (t) => t('Maintenance'),
  Ontstopping: (t) => t('Unblocking'),
  Storing: (t) => t('Breakdown'),
  Vervanging: (t) => t('Replacement'),
};

const ASPECT_TYPE_LABELS: Labels<KnownAspectType> = {
  Dakbedekking: (t) => t('Roofing'),
  Gevel: (t) => t('Facade'),
  Kozijnen: (t) => t('Window frames'),
  Liften: (t) => t('Lifts'),
};

/** A code's label in the reader's language when the product knows it; else the code as an administrator named it. */
const labelOf =
  <Code extends string>(labels: Labels<Code>) =>
  (code: string, t: TFunction): string =>
    Object.hasOwn(labels, code) ? labels[code as Code](t) : code;

/** A work order's priority in the reader's language (its code stays in the API). */
export const priorityLabel = labelOf(PRIORITY_LABELS);

/** A work order's repair type in the reader's language (its code stays in the API). */
export const repairTypeLabel = labelOf(REPAIR_TYPE_LABELS);

/**
 * An aspect type in the reader's language (its code stays in the API). Also for an aspect's name as the server
 * answers it (its own name, else its type's): a type's name is translated, an own name shown as it is.
 */
export const aspectTypeLabel = labelOf(ASPECT_TYPE_LABELS);

/** What an aspect is called: its own name ('Platte daken blok A'), else its type's in the reader's language. */
export const aspectLabel = (
  aspect: { name: string | null; aspectType: { name: string } },
  t: TFunction,
): string => aspect.name ?? aspectTypeLabel(aspect.aspectType.name, t);

/** Codes as options of a select: the code as the value, its label as the text. */
export const codeOptions = (
  codes: readonly string[],
  label: (code: string, t: TFunction) => string,
  t: TFunction,
) => codes.map((code) => ({ value: code, label: label(code, t) }));
