import { NOTIFICATIONS_PAGE_SIZE, notificationsCalls } from '@vve/contract/calls/notifications';
import { knownRoles } from '@vve/contract/enums';
import { kindsForRoles } from '@vve/contract/rules/notification-kinds';
import { readAllNotifications, readNotification } from '../commands/read-notifications';
import { removePushSubscription, savePushSubscription } from '../commands/push-subscriptions';
import { saveNotificationSettings } from '../commands/save-notification-settings';
import { found, refusal } from '../lib/http-error';
import type { SessionUser } from '../lib/session-user';
import { readUnsubscribeToken } from '../lib/unsubscribe-token';
import { presentNotification } from '../presenters/notification';
import { findSettings } from '../queries/notification-settings';
import { countUnread, findNotificationPage, findOwnNotification } from '../queries/notifications';
import { callRoutes } from './define-route';

/** The kinds the caller can hear of, by their roles. */
const kindsOf = (user: SessionUser) => kindsForRoles(knownRoles(user.roles));

/** The caller's own notifications, their settings and their browsers' push subscriptions. */
export const notificationRoutes = callRoutes((route, app) => {
  const { db, clock } = app;
  const unread = async (userId: number) => ({ unread: await countUnread(db, userId) });

  route(notificationsCalls.notifications, {
    fromReplica: true,
    handler: async ({ user, query }) => {
      const page = query.page ?? 1;
      const rows = await findNotificationPage(db, user.id, page);
      return {
        notifications: rows.slice(0, NOTIFICATIONS_PAGE_SIZE).map(presentNotification),
        ...(await unread(user.id)),
        nextPage: rows.length > NOTIFICATIONS_PAGE_SIZE ? page + 1 : null,
      };
    },
  });

  route(notificationsCalls.unreadNotifications, { handler: ({ user }) => unread(user.id) });

  route(notificationsCalls.readNotification, {
    handler: async ({ user, params }) => {
      found(await findOwnNotification(db, user.id, params.id), 'Notification');
      await readNotification(db, user.id, params.id, clock());
      return unread(user.id);
    },
  });

  route(notificationsCalls.readAllNotifications, {
    handler: async ({ user }) => {
      await readAllNotifications(db, user.id, clock());
      return unread(user.id);
    },
  });

  route(notificationsCalls.notificationSettings, {
    handler: async ({ user }) => ({ settings: await findSettings(db, user.id, kindsOf(user)) }),
  });

  route(notificationsCalls.saveNotificationSettings, {
    handler: async ({ user, body }) => {
      const kinds = kindsOf(user);
      await saveNotificationSettings(db, user.id, body.settings, kinds);
      return { settings: await findSettings(db, user.id, kinds) };
    },
  });

  route(notificationsCalls.pushKey, { handler: async () => ({ publicKey: await app.push.publicKey() }) });

  route(notificationsCalls.subscribePush, {
    handler: async ({ user, body }) => {
      const refused = await app.push.refusal(body.endpoint);
      if (refused) throw refusal(refused);
      await savePushSubscription(db, user.id, body, clock());
      return { ok: true as const };
    },
  });

  route(notificationsCalls.unsubscribePush, {
    handler: async ({ user, body }) => {
      await removePushSubscription(db, user.id, body.endpoint);
      return { ok: true as const };
    },
  });

  route(notificationsCalls.unsubscribeEmail, {
    handler: async ({ query }) => {
      const unsubscription = readUnsubscribeToken(query.token, await app.unsubscribeKey());
      if (!unsubscription) throw refusal('unsubscribeLinkNotValid');
      const { userId, kinds } = unsubscription;
      const current = await findSettings(db, userId, kinds);
      await saveNotificationSettings(
        db,
        userId,
        current.map((setting) => ({ ...setting, email: false })),
        kinds,
      );
      return { kinds };
    },
  });
});
