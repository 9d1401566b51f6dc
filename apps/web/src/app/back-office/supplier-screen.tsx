import { Alert, Grid, Stack, Text } from '@mantine/core';
import type { OfficeSupplierDetails } from '@vve/contract/calls/office-suppliers';
import { LANGUAGES } from '@vve/contract/constants';
import { IconArchive } from '@tabler/icons-react';
import { DateText } from '../../components/date-text';
import { Section } from '../../components/section';
import { AuditTrail } from '../../components/audit-trail';
import { LANGUAGE_NAMES } from '../../features/office-people/components/language-names';
import { useOfficeSupplier } from '../../features/office-suppliers/api/get-office-supplier';
import { ContractList } from '../../features/office-suppliers/components/contract-list';
import { MemberList } from '../../features/office-suppliers/components/member-list';
import { SupplierActions } from '../../features/office-suppliers/components/supplier-actions';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';

const LANGUAGE_CHOICES = LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }));

/**
 * A supplier organisation: its members and its contracts with the administrator on the left, its audit trail on
 * the right. An archived organisation is shown as it was; its members can still be let go.
 */
const SupplierView = ({ details }: { details: OfficeSupplierDetails }) => {
  const { t } = useTranslation();
  const { supplier } = details;
  const editable = supplier.archivedAt === null;
  return (
    <Stack gap="xl">
      {supplier.archivedAt !== null && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
          <Text size="sm">
            {t('Archived on')} <DateText value={supplier.archivedAt} />.{' '}
            {t('It is gone from every list and choice; its work orders, tasks and inspections are kept.')}
          </Text>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="xl">
            <Section title={t('Members')}>
              <MemberList
                supplierId={supplier.id}
                members={details.members}
                editable={editable}
                languages={LANGUAGE_CHOICES}
              />
            </Section>
            <Section title={t('Contracts with the administrator')}>
              <ContractList supplierId={supplier.id} contracts={details.contracts} editable={editable} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Section title={t('Audit trail')}>
            <AuditTrail entries={details.audit} />
          </Section>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

/** One supplier organisation in the back office, by the id in its path, with 'Rename' and 'Archive'. */
export const SupplierScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeSupplier}
      title={(_, details) => details?.supplier.naam ?? t('Supplier')}
      back={{ to: officeRoutes.suppliers, label: t('Back to the suppliers') }}
      actions={(details) => <SupplierActions supplier={details.supplier} />}
      notFound={t('This supplier was not found.')}
    >
      {(details) => <SupplierView details={details} />}
    </OfficeRecordScreen>
  );
};
