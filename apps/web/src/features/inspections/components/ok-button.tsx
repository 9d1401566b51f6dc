import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { generatePath, useLocation, useNavigate } from 'react-router';
import { routes } from '../../../lib/routes';

/** The header OK of the location and element screens: back, or to the inspection when opened directly. */
export const OkButton = ({ inspectionId }: { inspectionId: number }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return (
    <Button
      onClick={() => {
        void (openedDirectly
          ? navigate(generatePath(routes.inspectionDetails, { inspection: String(inspectionId) }))
          : navigate(-1));
      }}
    >
      {t('OK')}
    </Button>
  );
};
