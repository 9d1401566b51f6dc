import { Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

/** A line at the top while the app runs offline on the answers it saved at the last visit. */
export const OfflineNotice = () => {
  const { t } = useTranslation();
  return (
    <Text
      role="status"
      size="sm"
      ta="center"
      py={4}
      px="md"
      bg="yellow.1"
      c="dark.8"
      style={{ display: 'flex', gap: 6, justifyContent: 'center', alignItems: 'center' }}
    >
      <IconWifiOff aria-hidden size={16} />
      {t('Offline: you see what was loaded last.')}
    </Text>
  );
};
