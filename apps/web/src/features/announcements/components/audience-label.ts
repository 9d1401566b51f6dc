import type { AnnouncementAudience } from '@vve/contract/calls/announcements';
import type { TFunction } from '../../../lib/i18n/i18n';

const LABELS: Record<AnnouncementAudience, (t: TFunction) => string> = {
  residents: (t) => t('All residents'),
  owners: (t) => t('Owners only'),
  tenants: (t) => t('Tenants only'),
  suppliers: (t) => t('Suppliers who work there'),
};

/** Whom an announcement is for, in words. */
export const audienceLabel = (audience: AnnouncementAudience, t: TFunction): string => LABELS[audience](t);
