import { Box, Group, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/i18n';
import type { QueryState } from '../lib/query-state';
import { ContentSkeleton, type ContentSkeletonProps } from './content-skeleton';
import { LoadError } from './load-error';

/** A call that waits for the network (the query client pauses calls while offline). */
const OfflineWait = () => {
  const { t } = useTranslation();
  return (
    <Group role="status" gap={6} wrap="nowrap" c="gray.7">
      <IconWifiOff aria-hidden size={18} style={{ flexShrink: 0 }} />
      <Text size="sm">{t('You are offline. This loads as soon as you are back online.')}</Text>
    </Group>
  );
};

interface QueryViewProps<T> {
  query: QueryState<T>;
  /** The shape of the placeholder while the data loads for the first time. */
  skeleton?: ContentSkeletonProps;
  /** What the user reads when the host does not know the thing (404). */
  notFound?: string;
  /** The data's view; none where the data's view brings its own page, so that only loading and failure show here. */
  children?: (data: T) => ReactNode;
}

/**
 * A query's data whatever became of its calls, the same on every list: a placeholder while it loads for the
 * first time; once loaded, the data stays on screen and a later failure shows above it; a call that waits for
 * the network says so instead of loading forever; a failure without data shows in its place.
 */
export const QueryView = <T,>({ query, skeleton, notFound, children }: QueryViewProps<T>) => {
  const problem = () => {
    if (query.fetchStatus === 'paused') return <OfflineWait />;
    if (query.error) {
      return (
        <LoadError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          notFound={notFound}
        />
      );
    }
    return null;
  };
  if (query.data === undefined) return problem() ?? <ContentSkeleton {...skeleton} />;
  // With data on screen, only a failure is news: offline, the app's notice already says what is shown.
  const shown = query.error ? problem() : null;
  return (
    <>
      {shown && <Box mb="md">{shown}</Box>}
      {children?.(query.data)}
    </>
  );
};
