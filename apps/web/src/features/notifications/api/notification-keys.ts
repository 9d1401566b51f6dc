/** The query keys of the caller's notifications: the unread count, the list's pages, the settings, this browser's push. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  push: () => [...notificationKeys.all, 'push'] as const,
};
