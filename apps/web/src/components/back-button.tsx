import { ActionIcon } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';
import { useLocation, useNavigate } from 'react-router';
import { requestLeave } from '../lib/leave-request';
import { routes } from '../lib/routes';

/** Goes back in the app's history, or home when the screen was opened directly; a screen may ask first. */
export const BackButton = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return (
    <ActionIcon
      variant="subtle"
      size="lg"
      aria-label={t('Back')}
      onClick={() => {
        requestLeave(() => void (openedDirectly ? navigate(routes.home) : navigate(-1)));
      }}
    >
      <IconArrowLeft aria-hidden />
    </ActionIcon>
  );
};
