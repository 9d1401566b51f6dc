import { Button, Checkbox, Group } from '@mantine/core';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { ExportLinks } from '../../components/export-links';
import { PagedList } from '../../components/paged-list';
import { SearchField } from '../../components/search-field';
import { useCreateSupplier } from '../../features/office-suppliers/api/create-supplier';
import { useOfficeSupplierList } from '../../features/office-suppliers/api/get-office-supplier-list';
import { SupplierList } from '../../features/office-suppliers/components/supplier-list';
import { SupplierNameDialog } from '../../features/office-suppliers/components/supplier-name-dialog';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { routes } from '../../lib/routes';
import { useListFilter } from '../../lib/use-list-filter';
import { usePageParam } from '../../lib/use-page-param';
import { OfficePage } from './office-page';

/** 'New supplier': its name; once added, the organisation opens, to add its members and contracts. */
const NewSupplierDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSupplier();
  return (
    <SupplierNameDialog
      title={t('New supplier')}
      submitLabel={t('Add supplier')}
      initial=""
      pending={create.isPending}
      error={create.error}
      failed={t('The supplier could not be added.')}
      onSubmit={(payload) => {
        create.mutate(payload, {
          onSuccess: (supplier) => {
            notify(t('The supplier has been added.'));
            void navigate(generatePath(routes.officeSupplier, { id: String(supplier.id) }));
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/**
 * The supplier organisations by name, 50 a page, found by part of their name; the archived ones on their own. The
 * text, the archived choice and the page are in the URL and applied by the server.
 */
export const SuppliersScreen = () => {
  const { t } = useTranslation();
  const [params, filter] = useListFilter();
  const text = params.get('text') ?? '';
  const archived = params.get('archived') === 'true';
  const [page, setPage] = usePageParam();
  const [adding, setAdding] = useState(false);
  const filters = {
    ...(text.trim() !== '' && { text }),
    ...(archived && { archived: 'true' as const }),
  };
  const suppliers = useOfficeSupplierList({ ...(page > FIRST_PAGE && { page: String(page) }), ...filters });
  return (
    <OfficePage
      title={t('Suppliers')}
      actions={
        <Group gap="xs">
          <ExportLinks call={officeExportsCalls.exportSuppliers} filters={filters} />
          <Button
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('New supplier')}
          </Button>
        </Group>
      }
    >
      <Group role="search" aria-label={t('Find suppliers')} align="flex-end" gap="sm">
        <SearchField
          value={text}
          placeholder={t('Part of the name')}
          onChange={(next) => {
            filter('text', next);
          }}
        />
        <Group mih={36}>
          <Checkbox
            label={t('Archived suppliers')}
            checked={archived}
            onChange={(event) => {
              filter('archived', event.currentTarget.checked ? 'true' : '');
            }}
          />
        </Group>
      </Group>
      <PagedList
        query={suppliers}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 32 }}
        empty={
          text.trim() !== ''
            ? t('No suppliers match the search.')
            : archived
              ? t('No supplier is archived.')
              : t('There are no suppliers yet.')
        }
      >
        {(list) => <SupplierList suppliers={list} />}
      </PagedList>
      {adding && (
        <NewSupplierDialog
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
    </OfficePage>
  );
};
