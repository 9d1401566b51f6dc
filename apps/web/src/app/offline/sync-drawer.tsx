import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { SidePanel } from '../../components/side-panel';
import { BAD_NEWS_TEXT } from '../../components/text-colors';
import { useTranslation } from '../../lib/i18n/i18n';
import { outbox } from '../../lib/offline/outbox';
import { changeRefusalText } from '../../components/server-refusals';
import type { QueuedChange } from '../../lib/offline/queued-change';
import { syncControl } from '../../lib/offline/sync-control';
import { useSyncState } from '../../lib/offline/sync-state';
import { useOnline } from '../../lib/use-online';
import { changeKinds } from './change-kinds';
import { StorageUse } from './storage-use';
import { syncSummary } from './sync-summary';

interface SyncDrawerProps {
  opened: boolean;
  onClose: () => void;
}

const ChangeItem = ({ change }: { change: QueuedChange }) => {
  const { t } = useTranslation();
  const description = changeKinds[change.kind]?.describe(change, t) ?? change.kind;
  const forget = async () => {
    await outbox.remove(change.key);
    await syncControl.refresh();
  };
  const sendAgain = async () => {
    await outbox.update(change.key, { refusal: null, round: change.round + 1 });
    await syncControl.refresh();
    await syncControl.syncNow();
  };
  return (
    <Stack component="li" gap={4}>
      <Text size="sm" lineClamp={2}>
        {description}
      </Text>
      {change.refusal === null ? (
        <Text size="xs" c="gray.7">
          {t('Waiting to be sent')}
        </Text>
      ) : (
        <>
          <Text size="xs" c={BAD_NEWS_TEXT}>
            {changeRefusalText(change.refusal, t)}
          </Text>
          <Text size="xs" c="gray.7">
            {changeKinds[change.kind]?.refusalAdvice?.(change, t) ??
              t('Send it again once the problem is solved, or remove it from this device.')}
          </Text>
          <Group gap="xs">
            <Button size="compact-xs" variant="default" onClick={() => void sendAgain()}>
              {t('Send again')}
            </Button>
            <Button size="compact-xs" variant="default" color="red" onClick={() => void forget()}>
              {t('Remove')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
};

/**
 * The changes made on this device and not sent yet (issue 16), each with its state or the server's refusal and
 * what to do; 'Sync now' (or 'Try again' after a failure) and the storage this app uses on the device.
 */
export const SyncDrawer = ({ opened, onClose }: SyncDrawerProps) => {
  const { t } = useTranslation();
  const state = useSyncState();
  const online = useOnline();
  const summary = syncSummary(state, online, t);
  return (
    <SidePanel opened={opened} onClose={onClose} title={t('Changes on this device')} closeLabel={t('Close')}>
      <Stack gap="md">
        <Text>{summary.text}</Text>
        {state.phase.name === 'failed' && state.phase.reason === 'network' && state.changes.length > 0 && (
          <Alert color="yellow" variant="light">
            {t('No connection. The changes are sent as soon as there is one.')}
          </Alert>
        )}
        <Button
          leftSection={<IconRefresh aria-hidden size={16} />}
          loading={state.phase.name === 'syncing'}
          disabled={state.changes.length === 0}
          onClick={() => void syncControl.syncNow()}
          style={{ alignSelf: 'flex-start' }}
        >
          {summary.tone === 'failed' ? t('Try again') : t('Sync now')}
        </Button>
        {state.changes.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {state.changes.map((change) => (
              <ChangeItem key={change.key} change={change} />
            ))}
          </Stack>
        )}
        <StorageUse />
      </Stack>
    </SidePanel>
  );
};
