import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { useSupplierWorkOrders } from '../api/get-supplier-work-orders';
import { SupplierWorkOrderList } from './supplier-work-order-list';

/** The work orders tab of the supplier home (spec §2); administrators see all work orders. */
export const SupplierWorkOrdersTab = ({ isAdministrator }: { isAdministrator: boolean }) => {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const orders = useSupplierWorkOrders(page);
  return (
    <Stack>
      <Title order={2} size="h4">
        {isAdministrator ? t('All work orders') : t('Your work assignments')}
      </Title>
      <PagedList
        query={orders}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 4, height: 80 }}
        empty={t('There are no work orders.')}
      >
        {(list) => <SupplierWorkOrderList orders={list} />}
      </PagedList>
    </Stack>
  );
};
