import type { TFunction } from '../../lib/i18n/i18n';
import type { SyncState } from '../../lib/offline/sync-state';

/** How the indicator looks: quiet, waiting or busy, or something for the user to see to. */
export type SyncTone = 'synced' | 'offline' | 'waiting' | 'syncing' | 'failed';

export interface SyncSummary {
  tone: SyncTone;
  /** The sentence that says where syncing stands: the indicator's accessible name and the panel's heading line. */
  text: string;
  /** The number on the indicator: the changes not sent yet. */
  count: number;
}

/** Where the queue stands, in one tone and one sentence (issue 16): offline, waiting, syncing, synced or failed. */
export const syncSummary = ({ changes, phase }: SyncState, online: boolean, t: TFunction): SyncSummary => {
  const refused = changes.filter((change) => change.refusal !== null).length;
  const count = changes.length;
  if (phase.name === 'syncing') {
    return {
      tone: 'syncing',
      text: t('Syncing: {{done}} of {{total}} sent', { done: phase.done, total: phase.total }),
      count,
    };
  }
  if (refused > 0) {
    return { tone: 'failed', text: t('{{count}} changes could not be sent', { count: refused }), count };
  }
  if (phase.name === 'failed' && phase.reason === 'server' && count > 0) {
    return {
      tone: 'failed',
      text: t('Sync failed: the server is not answering. It is tried again shortly.'),
      count,
    };
  }
  if (count > 0) return { tone: 'waiting', text: t('{{count}} changes waiting to sync', { count }), count };
  if (!online) return { tone: 'offline', text: t('Offline'), count };
  return { tone: 'synced', text: t('All changes synced'), count };
};
