import type { PlanActivity, PlanLine } from '@vve/contract/calls/maintenance-plan';
import type { TFunction } from '../../lib/i18n/i18n';

/** What a line does to its element, in the reader's language. */
export const activityLabel = (activity: PlanActivity, t: TFunction): string =>
  ({
    replace: t('Replace'),
    repair: t('Repair'),
    paint: t('Paint'),
    inspect: t('Inspect'),
    clean: t('Clean'),
    other: t('Other work'),
  })[activity];

/** A work of the plan in one text: its activity and its own description ('Replace: bitumen roofing'). */
export const workText = (work: Pick<PlanLine, 'activity' | 'description'>, t: TFunction): string =>
  work.description === ''
    ? activityLabel(work.activity, t)
    : t('{{activity}}: {{description}}', {
        activity: activityLabel(work.activity, t),
        description: work.description,
      });

/** The element a line is about, or that it is about none. */
export const elementText = (line: Pick<PlanLine, 'element'>, t: TFunction): string =>
  line.element?.label ?? t('No element');
