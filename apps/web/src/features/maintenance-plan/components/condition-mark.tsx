import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

/** A condition of the law with its figures, marked 'Met' or 'Not met' in words and by an icon (not by colour alone). */
export const ConditionMark = ({ met, children }: { met: boolean; children: ReactNode }) => {
  const { t } = useTranslation();
  const Icon = met ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" component="span">
      <Icon
        aria-hidden
        size={18}
        color={met ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-red-8)'}
      />
      <span>
        <Text span fw={700} c={met ? 'teal.9' : 'red.9'} size="sm">
          {met ? t('Met') : t('Not met')}
        </Text>
        {': '}
        {children}
      </span>
    </Group>
  );
};
