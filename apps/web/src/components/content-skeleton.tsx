import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';

export interface ContentSkeletonProps {
  /** How many grey lines stand in for the content. */
  lines?: number;
  /** The height of each line in pixels: 16 for text, larger for list items. */
  height?: number;
}

/** Grey placeholders while a screen's data loads, announced as loading. */
export const ContentSkeleton = ({ lines = 3, height = 16 }: ContentSkeletonProps) => {
  const { t } = useTranslation();
  return (
    <Stack role="status" aria-label={t('Loading…')} gap="sm">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={height} width={index === lines - 1 && lines > 1 ? '60%' : '100%'} />
      ))}
    </Stack>
  );
};
