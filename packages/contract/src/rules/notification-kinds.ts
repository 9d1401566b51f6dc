import { z } from 'zod';
import type { Role } from '../enums';

/**
 * What a notification is about; a person's settings are per kind. Who hears which kind is the server's rule
 * table (apps/server/src/notifications/rules.ts).
 */
export const NotificationKind = z.enum([
  /** A resident: their request's status changed (with a rejection's reason). */
  'request-status',
  /** A resident: an administrator wrote a message on their request that they may read. */
  'request-message',
  /** A resident: a work order for their request was planned (its date). */
  'request-planned',
  /** Residents of a complex: someone raised a new shared request there. Off unless they turn it on. */
  'shared-request',
  /** A supplier's members: a new work order, or its planning changed. */
  'work-order',
  /** A supplier's members: a new planned inspection task. */
  'inspection-task',
  /** Administrators: a new request, from a resident or raised by an inspection. */
  'new-request',
  /** Administrators: a supplier reported FOLLOW_UP_ACTION_NEEDED or BLOCKED, or COMPLETE on a request's last work order. */
  'supplier-report',
  /** The request's administrator (all of them while nobody took it): its resident wrote a message on it. */
  'resident-reply',
  /** Residents or suppliers of the complexes an announcement names, as its audience says. */
  'announcement',
  /** Owners, tenants or both of a complex: a new document of its library for them, when the administrator tells. */
  'document',
  /** Owners of a complex: they are convened to a members' meeting (the convocation itself also comes by email). */
  'meeting',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** How a person hears of a kind: in the app, by email, by push. */
export interface NotificationChannels {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

const ALL_ON: NotificationChannels = { inApp: true, email: true, push: true };

/** Everyone's settings until they change them: everything on, except the optional kinds. */
export const DEFAULT_CHANNELS: Record<NotificationKind, NotificationChannels> = {
  'request-status': ALL_ON,
  'request-message': ALL_ON,
  'request-planned': ALL_ON,
  'shared-request': { inApp: false, email: false, push: false },
  'work-order': ALL_ON,
  'inspection-task': ALL_ON,
  'new-request': ALL_ON,
  'supplier-report': ALL_ON,
  'resident-reply': ALL_ON,
  announcement: ALL_ON,
  document: ALL_ON,
  // The convocation itself comes by email to every owner: a digest line would tell it twice.
  meeting: { inApp: true, email: false, push: true },
};

/** The kinds that may be turned off in the app too; of every other kind the app always tells. */
export const OPTIONAL_KINDS: readonly NotificationKind[] = ['shared-request'];

/** What owners and tenants alike can hear of. */
const RESIDENT_KINDS: readonly NotificationKind[] = [
  'request-status',
  'request-message',
  'request-planned',
  'shared-request',
  'announcement',
  'document',
];

/** The kinds a role can hear of, in the order the settings show them. */
export const KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  owner: [...RESIDENT_KINDS, 'meeting'],
  tenant: RESIDENT_KINDS,
  supplier: ['work-order', 'inspection-task', 'announcement'],
  administrator: ['new-request', 'supplier-report', 'resident-reply'],
};

/** The kinds someone with these roles can hear of, each once, in the settings' order. */
export const kindsForRoles = (roles: readonly Role[]): NotificationKind[] =>
  NotificationKind.options.filter((kind) => roles.some((role) => KINDS_BY_ROLE[role].includes(kind)));
