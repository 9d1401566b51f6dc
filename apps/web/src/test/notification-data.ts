import type {
  AppNotification,
  NotificationPage,
  NotificationSetting,
} from '@vve/contract/calls/notifications';
import { json, type Reply } from './fake-api';

/** Answers of the notification calls for screen tests. */

export const notification = (id: number, change: Partial<AppNotification> = {}): AppNotification => ({
  id,
  kind: 'request-status',
  at: '2026-11-24T09:30:00.000Z',
  read: false,
  path: `/reports/${id}`,
  facts: { requestId: id, title: 'Lekkage dak', complexName: 'VvE Het Anker', status: 'IN_BEHANDELING' },
  ...change,
});

export const notificationPage = (
  notifications: AppNotification[],
  change: Partial<NotificationPage> = {},
): NotificationPage => ({
  notifications,
  unread: notifications.filter((item) => !item.read).length,
  nextPage: null,
  ...change,
});

/** The settings of a resident: every kind on, but the optional shared requests off. */
export const residentSettings: NotificationSetting[] = [
  { kind: 'request-status', inApp: true, email: true, push: true },
  { kind: 'request-message', inApp: true, email: true, push: true },
  { kind: 'request-planned', inApp: true, email: true, push: true },
  { kind: 'shared-request', inApp: false, email: false, push: false },
];

/** The bell's answer: this many unread. */
export const unreadReply =
  (unread: number): Reply =>
  () =>
    json(200, { unread });
