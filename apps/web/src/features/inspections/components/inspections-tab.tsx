import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The inspections tab of the supplier home (spec §2): drafts, tasks and performed inspections. */
export const InspectionsTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2} size="h4">
        {t('Editing')}
      </Title>
      <Title order={2} size="h4">
        {isAdministrator ? t('All tasks') : t('Tasks')}
      </Title>
      <Title order={2} size="h4">
        {isAdministrator ? t('All performed inspections') : t('Performed inspections')}
      </Title>
    </Stack>
  );
};
