import { officeExportsCalls } from '@vve/contract/calls/office-exports';
import { generatePath, useNavigate } from 'react-router';
import { ArchivedFilter, OfficeListScreen, useOfficeListFilters } from '../../components/office-list-screen';
import { useCreateComplex } from '../../features/office-complexes/api/create-complex';
import { useOfficeComplexList } from '../../features/office-complexes/api/get-office-complex-list';
import {
  ComplexFormDialog,
  NEW_COMPLEX,
} from '../../features/office-complexes/components/complex-form-dialog';
import { ComplexList } from '../../features/office-complexes/components/complex-list';
import { useTranslation } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications';
import { officeRoutes } from '../../lib/office-routes';

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
            void navigate(generatePath(officeRoutes.complex, { id: String(complex.id) }));
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
  const { searching, textFilter, archived, archivedFilter, pageFilter } = useOfficeListFilters();
  const filters = { ...textFilter, ...archivedFilter };
  const complexes = useOfficeComplexList({ ...pageFilter, ...filters });
  return (
    <OfficeListScreen
      title={t('Complexes')}
      exportCall={officeExportsCalls.exportComplexes}
      filters={filters}
      newLabel={t('New complex')}
      newDialog={(onClose) => <NewComplexDialog onClose={onClose} />}
      searchLabel={t('Find complexes')}
      searchPlaceholder={t('Name, address or place')}
      otherFilters={<ArchivedFilter label={t('Archived complexes')} />}
      query={complexes}
      empty={
        searching
          ? t('No complexes match the search.')
          : archived
            ? t('No complex is archived.')
            : t('There are no complexes yet.')
      }
    >
      {(list) => <ComplexList complexes={list} />}
    </OfficeListScreen>
  );
};
