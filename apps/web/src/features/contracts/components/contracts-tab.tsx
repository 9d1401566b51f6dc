import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The contracts tab of the supplier home (spec §2); administrators see all contracts. */
export const ContractsTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  return (
    <Title order={2} size="h4">
      {isAdministrator ? t('All contracts') : t('Your contracts with the administrator')}
    </Title>
  );
};
