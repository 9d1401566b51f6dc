import { Button } from '@mantine/core';
import { IconCube3dSphere } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

/**
 * 'Open viewpoint in 3D model': opens a viewpoint (a request's place, an agenda item's view) in the 3D viewer in a
 * new tab; `label` is its text where a page has several.
 */
export const ViewpointButton = ({ href, label }: { href: string; label?: string }) => {
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
      {label ?? t('Open viewpoint in 3D model')}
    </Button>
  );
};
