import { useSearchParams } from 'react-router';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { ExportLinks } from '../../components/export-links';
import { PagedList } from '../../components/paged-list';
import { useWorkOrderChoices } from '../../features/work-orders/api/get-work-order-choices';
import { useOfficeComplexes } from '../../features/office-complexes/api/get-office-complexes';
import { useOfficeWorkOrders } from '../../features/work-orders/api/office-work-orders';
import { WorkOrderFilterBar } from '../../features/work-orders/components/work-order-filter-bar';
import { WorkOrderList } from '../../features/work-orders/components/work-order-list';
import {
  isFiltered,
  readWorkOrderFilters,
  withWorkOrderFilters,
  workOrdersQuery,
  type WorkOrderFilters,
} from '../../features/work-orders/work-order-filters';
import { useTranslation } from '../../lib/i18n/i18n';
import { usePageParam } from '../../lib/use-page-param';
import { OfficePage } from '../../components/office-page';

/**
 * The back office's work orders: every supplier's, newest first, 50 a page; the filters (supplier, complex,
 * last supplier status, overdue) and the page are in the URL and applied by the server.
 */
export const WorkOrdersScreen = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readWorkOrderFilters(params);
  const [page, setPage] = usePageParam();
  const orders = useOfficeWorkOrders(workOrdersQuery(filters, page));
  const choices = useWorkOrderChoices();
  const complexes = useOfficeComplexes();

  const change = (changed: Partial<WorkOrderFilters>) => {
    setParams((current) => withWorkOrderFilters(current, changed));
  };

  return (
    <OfficePage
      title={t('Work orders')}
      actions={
        <ExportLinks
          call={officeExportsCalls.exportWorkOrders}
          filters={workOrdersQuery(filters, FIRST_PAGE)}
        />
      }
    >
      <WorkOrderFilterBar
        filters={filters}
        suppliers={choices.data?.suppliers ?? []}
        complexes={complexes}
        onChange={change}
      />
      <PagedList
        query={orders}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 40 }}
        empty={isFiltered(filters) ? t('No work orders match the filters.') : t('There are no work orders.')}
      >
        {(list) => <WorkOrderList orders={list} />}
      </PagedList>
    </OfficePage>
  );
};
