import type { TFunction } from '../../../lib/i18n/i18n';

/**
 * An NL-SfB chapter (the first digit of an element's code, the level at which a plan sums up) with its name:
 * '2 Shell'; lines without a code are a group of their own.
 */
export const chapterLabel = (chapter: string | null, t: TFunction): string => {
  const names: Record<string, string> = {
    '1': t('Substructure'),
    '2': t('Shell'),
    '3': t('Shell completion'),
    '4': t('Finishes'),
    '5': t('Mechanical installations'),
    '6': t('Electrical installations'),
    '7': t('Fixed fittings'),
    '8': t('Loose furnishings'),
    '9': t('Site'),
  };
  if (chapter === null) return t('Without NL-SfB code');
  const name = Object.hasOwn(names, chapter) ? names[chapter] : undefined;
  return name === undefined ? chapter : `${chapter} ${name}`;
};
