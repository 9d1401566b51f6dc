import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { QueryState } from '../lib/query-state';
import type { ContentSkeletonProps } from './content-skeleton';
import { Paging } from './paging';
import { QueryView } from './query-view';

interface PagedListProps<T> {
  /** One page of the list. */
  query: QueryState<T[]>;
  page: number;
  onPage: (page: number) => void;
  skeleton: ContentSkeletonProps;
  /** What the user reads when there is nothing to show. */
  empty: string;
  /** The page's items to show, where a list shows only some (the paging counts them all). */
  shown?: (items: T[]) => T[];
  children: (items: T[]) => ReactNode;
}

/** One page of a paged list (spec §9): its items, or what says there are none, then the arrows to other pages. */
export const PagedList = <T,>({
  query,
  page,
  onPage,
  skeleton,
  empty,
  shown,
  children,
}: PagedListProps<T>) => (
  <QueryView query={query} skeleton={skeleton}>
    {(items) => {
      const visible = shown ? shown(items) : items;
      return (
        <>
          {visible.length === 0 ? <Text c="gray.7">{empty}</Text> : children(visible)}
          <Paging page={page} itemsOnPage={items.length} onPage={onPage} />
        </>
      );
    }}
  </QueryView>
);
