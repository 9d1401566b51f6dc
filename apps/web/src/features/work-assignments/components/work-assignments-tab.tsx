import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The work orders tab of the supplier home (spec §2); administrators see all work orders. */
export const WorkAssignmentsTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  return (
    <Title order={2} size="h4">
      {isAdministrator ? t('All work orders') : t('Your work assignments')}
    </Title>
  );
};
