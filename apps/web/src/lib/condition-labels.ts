import type { DefectType } from '@vve/contract/calls/inspections';
import type { DefectExtent, DefectIntensity, DefectSeverity } from '@vve/contract/enums';
import { isCondition, type ElementScore } from '@vve/contract/rules/element-score';
import type { TFunction } from './i18n/i18n';

/**
 * The names of NEN 2767's scale, severities, intensities and extents. The norm's Dutch terms stay Dutch, with the
 * translation beside them in the other languages (the English texts are the keys).
 */
export const scoreLabel = (score: ElementScore, t: TFunction): string =>
  ({
    1: t('1 excellent (uitstekend)'),
    2: t('2 good (goed)'),
    3: t('3 reasonable (redelijk)'),
    4: t('4 moderate (matig)'),
    5: t('5 poor (slecht)'),
    6: t('6 very poor (zeer slecht)'),
    8: t('8 needs further investigation'),
    9: t('9 cannot be inspected'),
  })[score];

/** A score with what it is: 'Condition 4 moderate (matig)', 'Survey code 8 needs further investigation'. */
export const namedScoreLabel = (score: ElementScore, t: TFunction): string =>
  isCondition(score)
    ? t('Condition {{score}}', { score: scoreLabel(score, t) })
    : t('Survey code {{score}}', { score: scoreLabel(score, t) });

export const severityLabel = (severity: DefectSeverity, t: TFunction): string =>
  ({
    serious: t('serious (ernstig): the primary function or structure'),
    considerable: t('considerable (serieus): a secondary function'),
    minor: t('minor (gering): appearance only'),
  })[severity];

export const intensityLabel = (intensity: DefectIntensity, t: TFunction): string =>
  ({ 1: t('1 beginning'), 2: t('2 advanced'), 3: t('3 final stage') })[intensity];

export const extentLabel = (extent: DefectExtent, t: TFunction): string =>
  ({
    1: t('1: less than 2 %'),
    2: t('2: 2 to 10 %'),
    3: t('3: 10 to 30 %'),
    4: t('4: 30 to 70 %'),
    5: t('5: 70 % or more'),
  })[extent];

export const defectTypeLabel = (type: DefectType, t: TFunction): string =>
  ({
    crack: t('Crack'),
    corrosion: t('Corrosion'),
    rot: t('Rot'),
    leak: t('Leak'),
    wear: t('Wear'),
    soiling: t('Soiling'),
    missingPart: t('Missing part'),
    deformation: t('Deformation'),
    other: t('Other defect'),
  })[type];
