import { Button, Checkbox, Group } from '@mantine/core';
import type { CallDefinition } from '@vve/contract/define-call';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { QueryState } from '../lib/query-state';
import { useListFilter } from '../lib/use-list-filter';
import { usePageParam } from '../lib/use-page-param';
import { ExportLinks, type ExportFilters } from './export-links';
import { OfficePage } from './office-page';
import { PagedList } from './paged-list';
import { SearchField } from './search-field';

/**
 * A back-office list's filters as the URL holds them (`?text=…&archived=true&page=2`): the text, whether the
 * archived records are shown, the params for the list's own filters, a change of one (which starts the list at its
 * first page), and the page; each filter also as the list's call takes it (only when set).
 */
export const useOfficeListFilters = () => {
  const [params, filter] = useListFilter();
  const [page, setPage] = usePageParam();
  const text = params.get('text') ?? '';
  const searching = text.trim() !== '';
  const archived = params.get('archived') === 'true';
  return {
    params,
    filter,
    text,
    searching,
    textFilter: searching ? { text } : {},
    archived,
    archivedFilter: archived ? { archived: 'true' as const } : {},
    page,
    setPage,
    pageFilter: page > FIRST_PAGE ? { page: String(page) } : {},
  };
};

/** 'Archived …': the archived records instead of those in use, as the `archived` filter in the URL. */
export const ArchivedFilter = ({ label }: { label: string }) => {
  const { archived, filter } = useOfficeListFilters();
  return (
    <Group mih={36}>
      <Checkbox
        label={label}
        checked={archived}
        onChange={(event) => {
          filter('archived', event.currentTarget.checked ? 'true' : '');
        }}
      />
    </Group>
  );
};

interface OfficeListScreenProps<Item> {
  title: string;
  /** The list's export call and the filters it is shown with. */
  exportCall: CallDefinition;
  filters: ExportFilters;
  /** Buttons between the export and 'New …' (People: 'Invite everyone'). */
  actions?: ReactNode;
  /** The 'New …' button and the dialog it opens. */
  newLabel: string;
  newDialog: (onClose: () => void) => ReactNode;
  /** The search's name ('Find complexes') and its hint; other filters beside it. */
  searchLabel: string;
  searchPlaceholder: string;
  otherFilters?: ReactNode;
  query: QueryState<Item[]>;
  /** What the user reads when there is nothing to show. */
  empty: string;
  children: (items: Item[]) => ReactNode;
}

/**
 * A back-office list screen: its title with Export and 'New …', a search (part of a text, and the list's own
 * filters) and one page of the list, 50 a page; the filters and the page are in the URL and applied by the server.
 * Complexes, suppliers and people alike.
 */
export const OfficeListScreen = <Item,>({
  title,
  exportCall,
  filters,
  actions,
  newLabel,
  newDialog,
  searchLabel,
  searchPlaceholder,
  otherFilters,
  query,
  empty,
  children,
}: OfficeListScreenProps<Item>) => {
  const { text, filter, page, setPage } = useOfficeListFilters();
  const [adding, setAdding] = useState(false);
  return (
    <OfficePage
      title={title}
      actions={
        <Group gap="xs">
          <ExportLinks call={exportCall} filters={filters} />
          {actions}
          <Button
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => {
              setAdding(true);
            }}
          >
            {newLabel}
          </Button>
        </Group>
      }
    >
      <Group role="search" aria-label={searchLabel} align="flex-end" gap="sm">
        <SearchField
          value={text}
          placeholder={searchPlaceholder}
          onChange={(next) => {
            filter('text', next);
          }}
        />
        {otherFilters}
      </Group>
      <PagedList
        query={query}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 32 }}
        empty={empty}
      >
        {children}
      </PagedList>
      {adding &&
        newDialog(() => {
          setAdding(false);
        })}
    </OfficePage>
  );
};
