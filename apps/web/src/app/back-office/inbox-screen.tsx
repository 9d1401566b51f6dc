import { Button } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { ExportLinks } from '../../components/export-links';
import { PagedList } from '../../components/paged-list';
import { useOfficeRequests } from '../../features/requests/api/get-office-requests';
import { useOfficeComplexes } from '../../features/office-complexes/api/get-office-complexes';
import { InboxFilterBar } from '../../features/requests/components/inbox-filter-bar';
import { InboxBulkBar } from '../../features/requests/components/inbox-bulk-bar';
import { InboxList } from '../../features/requests/components/inbox-list';
import {
  inboxQuery,
  isFiltered,
  readInboxFilters,
  withInboxFilters,
  type InboxFilters,
} from '../../features/requests/inbox-filters';
import { useTranslation } from '../../lib/i18n/i18n';
import { usePageParam } from '../../lib/use-page-param';
import { OfficePage } from '../../components/office-page';

/**
 * The back office's inbox ('Requests'): every request of the portfolio, newest first, 50 a page; the filters
 * and the page are in the URL and applied by the server. 'Select' picks requests of the page for a bulk action.
 */
export const InboxScreen = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readInboxFilters(params);
  const [page, setPage] = usePageParam();
  const requests = useOfficeRequests(inboxQuery(filters, page));
  const complexes = useOfficeComplexes();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  const change = (changed: Partial<InboxFilters>) => {
    // Typing in the text filter replaces its history entry; any other change is a step Back undoes.
    const typing = Object.keys(changed).length === 1 && 'text' in changed;
    setParams((current) => withInboxFilters(current, changed), { replace: typing });
  };

  return (
    <OfficePage
      title={t('Requests')}
      actions={
        <ExportLinks call={officeExportsCalls.exportRequests} filters={inboxQuery(filters, FIRST_PAGE)} />
      }
    >
      <InboxFilterBar filters={filters} complexes={complexes} onChange={change} />
      {picking ? (
        <InboxBulkBar
          shownIds={requests.data?.map((row) => row.id) ?? []}
          selected={selected}
          onSelect={setSelected}
          onDone={() => {
            setPicking(false);
            setSelected(new Set());
          }}
        />
      ) : (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconListCheck aria-hidden size={16} />}
          style={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setPicking(true);
          }}
        >
          {t('Select')}
        </Button>
      )}
      <PagedList
        query={requests}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 40 }}
        empty={isFiltered(filters) ? t('No requests match the filters.') : t('No requests')}
      >
        {(rows) => (
          <InboxList
            rows={rows}
            selection={
              picking
                ? {
                    selected,
                    onToggle: (id) => {
                      setSelected((current) => {
                        const next = new Set(current);
                        if (!next.delete(id)) next.add(id);
                        return next;
                      });
                    },
                  }
                : undefined
            }
          />
        )}
      </PagedList>
    </OfficePage>
  );
};
