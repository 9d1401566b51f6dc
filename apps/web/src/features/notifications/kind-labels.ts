import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { TFunction } from '../../lib/i18n/i18n';

const KIND_LABELS: Record<NotificationKind, (t: TFunction) => string> = {
  'request-status': (t) => t('Status changes of my requests'),
  'request-message': (t) => t('Messages on my requests'),
  'request-planned': (t) => t('Planned work on my requests'),
  'shared-request': (t) => t('New shared requests in my complex'),
  'work-order': (t) => t('Work orders'),
  'inspection-task': (t) => t('Planned inspection tasks'),
  'new-request': (t) => t('New requests'),
  'supplier-report': (t) => t('Supplier reports'),
  'resident-reply': (t) => t('Replies from residents'),
  announcement: (t) => t('Announcements'),
  document: (t) => t('New documents'),
  meeting: (t) => t('Members’ meetings'),
};

/** What a kind of notification is about, as the settings and the unsubscribe page name it. */
export const kindLabel = (kind: NotificationKind, t: TFunction): string => KIND_LABELS[kind](t);
