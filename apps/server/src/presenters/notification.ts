import type { AppNotification } from '@vve/contract/calls/notifications';
import { NotificationKind } from '@vve/contract/rules/notification-kinds';
import type { NotificationRow } from '../queries/notifications';

export const presentNotification = (row: NotificationRow): AppNotification => ({
  id: row.id,
  kind: NotificationKind.parse(row.kind),
  at: row.createdAt.toISOString(),
  read: row.readAt !== null,
  path: row.path,
  facts: row.facts,
});
