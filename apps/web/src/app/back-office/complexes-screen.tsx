import { Button, Checkbox, Group } from '@mantine/core';
import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { FIRST_PAGE } from '@vve/contract/rules/paging';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { ExportLinks } from '../../components/export-links';
import { PagedList } from '../../components/paged-list';
import { SearchField } from '../../components/search-field';
import { useCreateComplex } from '../../features/office-complexes/api/create-complex';
import { useOfficeComplexList } from '../../features/office-complexes/api/get-office-complex-list';
import {
  ComplexFormDialog,
  NEW_COMPLEX,
} from '../../features/office-complexes/components/complex-form-dialog';
import { ComplexList } from '../../features/office-complexes/components/complex-list';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { routes } from '../../lib/routes';
import { useListFilter } from '../../lib/use-list-filter';
import { usePageParam } from '../../lib/use-page-param';
import { OfficePage } from './office-page';

/** 'New complex': its details; once added, the complex opens, to add its units. */
const NewComplexDialog = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateComplex();
  return (
    <ComplexFormDialog
      title={t('New complex')}
      submitLabel={t('Add complex')}
      initial={NEW_COMPLEX}
      pending={create.isPending}
      error={create.error}
      failed={t('The complex could not be added.')}
      onSubmit={(details) => {
        create.mutate(details, {
          onSuccess: (complex) => {
            notify(t('The complex has been added.'));
            void navigate(generatePath(routes.officeComplex, { id: String(complex.id) }));
          },
        });
      }}
      onClose={onClose}
    />
  );
};

/**
 * The portfolio's complexes by name, 50 a page, found by part of their name, address or place; the archived ones
 * on their own. The text, the archived choice and the page are in the URL and applied by the server.
 */
export const ComplexesScreen = () => {
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
  const complexes = useOfficeComplexList({ ...(page > FIRST_PAGE && { page: String(page) }), ...filters });
  const filtered = text.trim() !== '';
  return (
    <OfficePage
      title={t('Complexes')}
      actions={
        <Group gap="xs">
          <ExportLinks call={officeExportsCalls.exportComplexes} filters={filters} />
          <Button
            leftSection={<IconPlus aria-hidden size={18} />}
            onClick={() => {
              setAdding(true);
            }}
          >
            {t('New complex')}
          </Button>
        </Group>
      }
    >
      <Group role="search" aria-label={t('Find complexes')} align="flex-end" gap="sm">
        <SearchField
          value={text}
          placeholder={t('Name, address or place')}
          onChange={(next) => {
            filter('text', next);
          }}
        />
        <Group mih={36}>
          <Checkbox
            label={t('Archived complexes')}
            checked={archived}
            onChange={(event) => {
              filter('archived', event.currentTarget.checked ? 'true' : '');
            }}
          />
        </Group>
      </Group>
      <PagedList
        query={complexes}
        page={page}
        onPage={setPage}
        skeleton={{ lines: 10, height: 32 }}
        empty={
          filtered
            ? t('No complexes match the search.')
            : archived
              ? t('No complex is archived.')
              : t('There are no complexes yet.')
        }
      >
        {(list) => <ComplexList complexes={list} />}
      </PagedList>
      {adding && (
        <NewComplexDialog
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
    </OfficePage>
  );
};
