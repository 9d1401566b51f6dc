import { Button } from '@mantine/core';
import { IconCube3dSphere } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

/** 'Open viewpoint in 3D model': opens a request's place in the 3D viewer in a new tab. */
export const ViewpointButton = ({ href }: { href: string }) => {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      variant="light"
      leftSection={<IconCube3dSphere aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('Open viewpoint in 3D model')}
    </Button>
  );
};
