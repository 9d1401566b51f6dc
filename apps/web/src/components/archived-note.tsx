import { Alert, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

/** That the complex is archived, so what the page shows of it cannot be changed (its planning, its plan). */
export const ArchivedNote = () => {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
      <Text size="sm">{t('This complex is archived. Take it back into use to change it.')}</Text>
    </Alert>
  );
};
