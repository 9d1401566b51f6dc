import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/i18n';
import { estimateStorage } from '../../lib/offline/storage-estimate';
import { useSyncState } from '../../lib/offline/sync-state';

const megabytes = (bytes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/** How much this app stores on the device, of what the browser allows it; a warning when it is nearly full. */
export const StorageUse = () => {
  const { t, i18n } = useTranslation();
  const changes = useSyncState().changes.length;
  const { data: use } = useQuery({
    queryKey: ['device-storage', changes],
    queryFn: async () => (await estimateStorage()) ?? null,
    gcTime: 0,
  });
  if (!use) return null;
  return (
    <>
      <Text size="sm" c="gray.7">
        {t('Storage on this device: {{used}} of {{quota}}', {
          used: megabytes(use.usedBytes, i18n.language),
          quota: megabytes(use.quotaBytes, i18n.language),
        })}
      </Text>
      {use.nearlyFull && (
        <Alert color="red" variant="light" role="alert">
          {t(
            'The storage on this device is nearly full. Connect to send your changes before you take more photos.',
          )}
        </Alert>
      )}
    </>
  );
};
