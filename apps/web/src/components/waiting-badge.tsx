import { Badge } from '@mantine/core';
import { IconCloudUp } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

/** 'Waiting to be sent': on whatever is kept on this device until the server has it (issue 16). */
export const WaitingBadge = () => {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="orange.9" leftSection={<IconCloudUp aria-hidden size={14} />}>
      {t('Waiting to be sent')}
    </Badge>
  );
};
