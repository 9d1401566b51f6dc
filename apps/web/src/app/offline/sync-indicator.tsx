import { ActionIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCloudCheck,
  IconCloudExclamation,
  IconCloudOff,
  IconCloudUp,
  IconRefresh,
} from '@tabler/icons-react';
import { lazyDialog } from '../../components/lazy-dialog';
import { useTranslation } from '../../lib/i18n/i18n';
import { useSyncState } from '../../lib/offline/sync-state';
import { useOnline } from '../../lib/use-online';
import { syncSummary, type SyncTone } from './sync-summary';
import counts from '../../components/header-count.module.css';
import classes from './sync-indicator.module.css';

const SyncDrawer = lazyDialog(async () => (await import('./sync-drawer')).SyncDrawer);

const ICONS: Record<SyncTone, typeof IconCloudCheck> = {
  synced: IconCloudCheck,
  offline: IconCloudOff,
  waiting: IconCloudUp,
  syncing: IconRefresh,
  failed: IconCloudExclamation,
};

const COLORS: Record<SyncTone, string> = {
  synced: 'gray',
  offline: 'gray',
  waiting: 'orange.9',
  syncing: 'blue',
  failed: 'red.8',
};

/**
 * The small, always visible state of the changes made on this device (issue 16) in every header of the apps:
 * offline, how many wait to be sent, syncing, synced, or a failure; it opens the panel with the changes and
 * 'Sync now'. The sentence is its accessible name, and said by screen readers as it changes.
 */
export const SyncIndicator = () => {
  const { t } = useTranslation();
  const [opened, drawer] = useDisclosure(false);
  const summary = syncSummary(useSyncState(), useOnline(), t);
  const Icon = ICONS[summary.tone];
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        color={COLORS[summary.tone]}
        aria-haspopup="dialog"
        aria-label={summary.text}
        title={summary.text}
        onClick={drawer.open}
      >
        <Icon aria-hidden className={summary.tone === 'syncing' ? classes.spinning : undefined} />
        {summary.count > 0 && (
          <span className={`${counts.count} ${summary.tone === 'failed' ? '' : counts.waiting}`} aria-hidden>
            {summary.count}
          </span>
        )}
      </ActionIcon>
      <span role="status" className={classes.hidden}>
        {summary.tone === 'synced' ? '' : summary.text}
      </span>
      <SyncDrawer opened={opened} onClose={drawer.close} />
    </>
  );
};
