import { useSyncExternalStore } from 'react';

export interface AppNotification {
  id: number;
  message: string;
  color: 'green' | 'red' | 'blue';
}

/** How long a notification stays before it closes by itself. */
export const NOTIFICATION_MS = 5000;

let notifications: readonly AppNotification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

const publish = (next: readonly AppNotification[]) => {
  notifications = next;
  listeners.forEach((listener) => {
    listener();
  });
};

/** Closes a notification. */
export const closeNotification = (id: number): void => {
  publish(notifications.filter((notification) => notification.id !== id));
};

/** Shows a short message that outlives the screen it came from, such as 'Your request has been sent'. */
export const notify = (message: string, color: AppNotification['color'] = 'green'): void => {
  const id = nextId++;
  publish([...notifications, { id, message, color }]);
  setTimeout(() => {
    closeNotification(id);
  }, NOTIFICATION_MS);
};

/** Closes every notification (at logout, and between tests). */
export const clearNotifications = (): void => {
  publish([]);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useNotifications = (): readonly AppNotification[] =>
  useSyncExternalStore(subscribe, () => notifications);
