import type { ReportStatus } from '@vve/contract/enums';
import type { KnownPriority } from '@vve/contract/rules/known-values';

/** A request's status as a BCF `TopicStatus`. */
export const TOPIC_STATUS: Record<ReportStatus, string> = {
  NIEUW: 'Open',
  IN_BEHANDELING: 'In Progress',
  OPGELOST: 'Resolved',
  AFGEWEZEN: 'Rejected',
};

/** A request's priority as a BCF `Priority`. */
export const TOPIC_PRIORITY: Record<KnownPriority, string> = {
  Laag: 'Low',
  Normaal: 'Normal',
  Hoog: 'High',
  Spoed: 'Critical',
};

/** The statuses other tools write (That Open, Solibri, BIMcollab, Revit), lower case, as a request's. */
const STATUS_OF_TOPIC: Record<string, ReportStatus> = {
  open: 'NIEUW',
  new: 'NIEUW',
  active: 'NIEUW',
  reopened: 'NIEUW',
  'in progress': 'IN_BEHANDELING',
  'in review': 'IN_BEHANDELING',
  assigned: 'IN_BEHANDELING',
  resolved: 'OPGELOST',
  done: 'OPGELOST',
  fixed: 'OPGELOST',
  closed: 'OPGELOST',
  rejected: 'AFGEWEZEN',
  declined: 'AFGEWEZEN',
  invalid: 'AFGEWEZEN',
};

const PRIORITY_OF_TOPIC: Record<string, KnownPriority> = {
  low: 'Laag',
  minor: 'Laag',
  'on hold': 'Laag',
  normal: 'Normaal',
  medium: 'Normaal',
  high: 'Hoog',
  major: 'Hoog',
  critical: 'Spoed',
  urgent: 'Spoed',
  blocker: 'Spoed',
};

const key = (text: string | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** A topic's status as a request's; one this table does not know is a new request. */
export const statusOfTopic = (status: string | undefined): ReportStatus =>
  STATUS_OF_TOPIC[key(status)] ?? 'NIEUW';

/** A topic's priority as a request's; one this table does not know, or none, is normal. */
export const priorityOfTopic = (priority: string | undefined): KnownPriority =>
  PRIORITY_OF_TOPIC[key(priority)] ?? 'Normaal';
