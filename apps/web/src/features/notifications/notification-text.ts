import type { AppNotification, NotificationFacts } from '@vve/contract/calls/notifications';
import type { NotificationKind } from '@vve/contract/rules/notification-kinds';
import { requestStatusLabel } from '../../components/request-status-badge';
import type { TFunction } from '../../lib/i18n/i18n';
import { aspectTypeLabel } from '../../lib/known-values';

/** What a notification's wording needs besides its facts: the translate function and the app's date format. */
export interface Wording {
  t: TFunction;
  date: (value: string) => string;
}

/** A notification in words: what happened, and a second line where there is more (a rejection's reason, a message). */
export interface NotificationText {
  text: string;
  detail?: string;
}

type Words = (facts: NotificationFacts, wording: Wording) => NotificationText;

/** A message's first words as the second line, quoted as the language quotes. */
const quoted = (excerpt: string | undefined, t: TFunction): Pick<NotificationText, 'detail'> =>
  excerpt ? { detail: t('“{{excerpt}}”', { excerpt }) } : {};

const WORDS: Record<NotificationKind, Words> = {
  'request-status': ({ title, status, reason }, { t }) => ({
    text: t('Your request “{{title}}” is now {{status}}', { title, status: requestStatusLabel(status, t) }),
    ...(reason ? { detail: t('Reason: {{reason}}', { reason }) } : {}),
  }),
  'request-message': ({ title, excerpt }, { t }) => ({
    text: t('New message on your request “{{title}}”', { title }),
    ...quoted(excerpt, t),
  }),
  'request-planned': ({ title, date: planned }, { t, date }) => ({
    text: planned
      ? t('Work on your request “{{title}}” is planned for {{date}}', { title, date: date(planned) })
      : t('Work on your request “{{title}}” has been planned', { title }),
  }),
  'shared-request': ({ title, complexName }, { t }) => ({
    text: t('New request in {{complex}}: “{{title}}”', { title, complex: complexName }),
  }),
  'work-order': ({ title, complexName, change, date: planned }, { t, date }) => ({
    text:
      change === 'planned' && planned
        ? t('Work order “{{title}}” is now planned for {{date}}', { title, date: date(planned) })
        : t('New work order in {{complex}}: “{{title}}”', { title, complex: complexName }),
  }),
  'inspection-task': ({ title: aspect, complexName, date: planned }, { t, date }) => {
    const title = aspectTypeLabel(aspect ?? '', t);
    return {
      text: planned
        ? t('New inspection task in {{complex}}: {{title}}, {{date}}', {
            title,
            complex: complexName,
            date: date(planned),
          })
        : t('New inspection task in {{complex}}: {{title}}', { title, complex: complexName }),
    };
  },
  'new-request': ({ title, complexName, byInspection }, { t }) => ({
    text: byInspection
      ? t('An inspection raised a request in {{complex}}: “{{title}}”', { title, complex: complexName })
      : t('New request in {{complex}}: “{{title}}”', { title, complex: complexName }),
  }),
  'supplier-report': ({ title, supplierStatus }, { t }) => ({
    text:
      supplierStatus === 'COMPLETE'
        ? t('All work on “{{title}}” is complete', { title })
        : supplierStatus === 'BLOCKED'
          ? t('Work on “{{title}}” is blocked', { title })
          : t('Follow-up action needed on “{{title}}”', { title }),
  }),
  'resident-reply': ({ title, excerpt }, { t }) => ({
    text: t('New reply from the resident on “{{title}}”', { title }),
    ...quoted(excerpt, t),
  }),
  announcement: ({ title, complexName, excerpt }, { t }) => ({
    text: t('Announcement for {{complex}}: “{{title}}”', { title, complex: complexName }),
    ...quoted(excerpt, t),
  }),
  document: ({ title, complexName }, { t }) => ({
    text: t('New document for {{complex}}: “{{title}}”', { title, complex: complexName }),
  }),
  meeting: ({ complexName, date: day, reminder, minutes }, { t, date }) => {
    const facts = { complex: complexName, date: day ? date(day) : '' };
    if (reminder) return { text: t('Reminder: the members’ meeting of {{complex}} is on {{date}}', facts) };
    if (minutes) {
      return {
        text: t('The draft minutes of the members’ meeting of {{complex}} on {{date}} are ready', facts),
      };
    }
    return { text: t('You are convened to the members’ meeting of {{complex}} on {{date}}', facts) };
  },
};

/** A notification worded from its kind and facts, in the app's language. */
export const notificationText = ({ kind, facts }: AppNotification, wording: Wording): NotificationText =>
  WORDS[kind](facts, wording);
