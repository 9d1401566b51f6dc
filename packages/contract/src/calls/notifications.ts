import { z } from 'zod';
import { defineCall } from '../define-call';
import { ReportStatus, SupplierStatus } from '../enums';
import { Id, IsoDate, IsoDateTime, PageNumberParam } from '../primitives';
import { NotificationKind } from '../rules/notification-kinds';
import { IdParams } from './params';

/** How many notifications one page holds (the spec's paging rule). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/**
 * What a notification tells, as facts the app words in its language: only what its recipient may see (a
 * supplier learns no resident's name; a resident no internal note).
 */
export const NotificationFacts = z.object({
  requestId: Id.optional(),
  workOrderId: Id.optional(),
  taskId: Id.optional(),
  announcementId: Id.optional(),
  documentId: Id.optional(),
  meetingId: Id.optional(),
  /** The request's title, the work order's description or the task's aspect, on one line. */
  title: z.string().optional(),
  complexName: z.string().optional(),
  /** request-status: the request's new status, and a rejection's reason. */
  status: ReportStatus.optional(),
  reason: z.string().nullable().optional(),
  /** request-planned, work-order, inspection-task: the planned date; meeting: the meeting's day. */
  date: IsoDate.nullable().optional(),
  /** supplier-report: what the supplier reported. */
  supplierStatus: SupplierStatus.optional(),
  /** work-order: a new work order, or its planning changed. */
  change: z.enum(['created', 'planned']).optional(),
  /** new-request: raised by an inspection rather than a resident. */
  byInspection: z.boolean().optional(),
  /** request-message, resident-reply, announcement: the message's (the announcement's) first words, on one line. */
  excerpt: z.string().optional(),
  /** meeting: the reminder two days before, rather than the convocation. */
  reminder: z.boolean().optional(),
  /** meeting: its draft minutes were sent to the owners. */
  minutes: z.boolean().optional(),
});
export type NotificationFacts = z.infer<typeof NotificationFacts>;

export const AppNotification = z.object({
  id: Id,
  kind: NotificationKind,
  at: IsoDateTime,
  read: z.boolean(),
  /** Where it opens, as a path of the app below /app (e.g. `/reports/12`). */
  path: z.string(),
  facts: NotificationFacts,
});
export type AppNotification = z.infer<typeof AppNotification>;

export const Unread = z.object({ unread: z.number().int().nonnegative() });
export type Unread = z.infer<typeof Unread>;

export const NotificationPage = z.object({
  notifications: z.array(AppNotification),
  unread: z.number().int().nonnegative(),
  /** The next page's number, or null on the last page. */
  nextPage: z.number().int().positive().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

export const NotificationSetting = z.strictObject({
  kind: NotificationKind,
  /** Only the optional kinds may be turned off in the app. */
  inApp: z.boolean(),
  email: z.boolean(),
  push: z.boolean(),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** A person's settings: one per kind their roles can hear of. */
export const NotificationSettings = z.object({ settings: z.array(NotificationSetting) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const SaveNotificationSettings = z.strictObject({
  settings: z.array(NotificationSetting).min(1).max(NotificationKind.options.length),
});

/** A key of a push subscription, base64url as the browser gives it. */
const PushKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'A push key is base64url');

/** `https://`, then a host without a user name or password: a push service's endpoint as browsers give it. */
const PUSH_ENDPOINT_SHAPE = /^https:\/\/[^/?#@\\\s]+(?:[/?#]\S*)?$/;

/**
 * The URL a push service gave the browser: https (the server only posts to https), without a user name or password
 * (the server also refuses one that is not a push service's: a private address, or a host not listed).
 */
const PushEndpoint = z
  .url()
  .max(2000)
  .regex(PUSH_ENDPOINT_SHAPE, 'A push endpoint is https://, then its host without a user name or password');

/** A browser's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionBody = z.strictObject({
  endpoint: PushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: PushKey, auth: PushKey }),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBody>;

export const PushEndpointBody = z.strictObject({ endpoint: PushEndpoint });

/** The answer of an email's one-click unsubscribe link (RFC 8058). */
export const Unsubscribed = z.object({ kinds: z.array(NotificationKind) });

const NotificationsQuery = z.object({ page: PageNumberParam.optional() });

export const notificationsCalls = {
  /** The caller's notifications, newest first, a page of NOTIFICATIONS_PAGE_SIZE, with their unread count. */
  notifications: defineCall({
    method: 'GET',
    path: '/api/app/notifications',
    query: NotificationsQuery,
    response: NotificationPage,
  }),
  /** How many of the caller's notifications are unread (the bell asks every few seconds). */
  unreadNotifications: defineCall({
    method: 'GET',
    path: '/api/app/notifications/unread',
    response: Unread,
  }),
  /** Marks one of the caller's notifications read (404 on anyone else's); answers the unread count. */
  readNotification: defineCall({
    method: 'POST',
    path: '/api/app/notifications/:id/read',
    params: IdParams,
    response: Unread,
  }),
  /** Marks all of the caller's notifications read. */
  readAllNotifications: defineCall({
    method: 'POST',
    path: '/api/app/notifications/read-all',
    response: Unread,
  }),
  notificationSettings: defineCall({
    method: 'GET',
    path: '/api/app/notifications/settings',
    response: NotificationSettings,
  }),
  /** Saves settings of kinds the caller can hear of (400 for others, or for turning off a kind the app always tells). */
  saveNotificationSettings: defineCall({
    method: 'PUT',
    path: '/api/app/notifications/settings',
    body: SaveNotificationSettings,
    response: NotificationSettings,
  }),
  /** The server's VAPID public key (base64url), for `pushManager.subscribe`. */
  pushKey: defineCall({
    method: 'GET',
    path: '/api/app/push/key',
    response: z.object({ publicKey: z.string() }),
  }),
  /** Keeps this browser's push subscription for the caller (again: moves it to the caller). */
  subscribePush: defineCall({
    method: 'POST',
    path: '/api/app/push/subscriptions',
    body: PushSubscriptionBody,
    response: z.object({ ok: z.literal(true) }),
  }),
  /** Forgets this browser's push subscription, if it is the caller's. */
  unsubscribePush: defineCall({
    method: 'POST',
    path: '/api/app/push/subscriptions/remove',
    body: PushEndpointBody,
    response: z.object({ ok: z.literal(true) }),
  }),
  /**
   * An email's unsubscribe link (RFC 8058): turns off email of the kinds the signed token names. A mail client
   * posts `List-Unsubscribe=One-Click`; the app's page the same.
   */
  unsubscribeEmail: defineCall({
    method: 'POST',
    path: '/api/app/notifications/unsubscribe',
    query: z.object({ token: z.string().min(1).max(500) }),
    body: z.object({ 'List-Unsubscribe': z.literal('One-Click') }),
    bodyType: 'form',
    auth: 'public',
    response: Unsubscribed,
  }),
};
