import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import type { OfficeComplexDetails } from '@vve/contract/calls/office-complexes';
import { IconArchive, IconCalendarMonth, IconFileImport, IconReportMoney } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { DateText } from '../../components/date-text';
import { Section } from '../../components/section';
import { ModelUpload } from '../../features/bim/components/model-upload';
import { AuditTrail } from '../../components/audit-trail';
import { OfficeDocuments } from '../../features/documents/components/office-documents';
import { ChargeContributionsForm } from '../../features/ledger/components/charge-contributions-form';
import { useOfficeComplex } from '../../features/office-complexes/api/get-office-complex';
import { useRefreshComplex } from '../../features/office-complexes/api/use-complex-change';
import { DecisionWorkOrders } from './decision-work-orders';
import { ComplexActions } from '../../features/office-complexes/components/complex-actions';
import { ComplexFacts } from '../../features/office-complexes/components/complex-facts';
import { MeetingList } from '../../features/office-complexes/components/meeting-list';
import { OfficeDecisions } from '../../features/meetings/components/office-decisions';
import { ProjectList } from '../../features/office-complexes/components/project-list';
import { OwnerConditionMapSwitch } from '../../features/office-complexes/components/owner-condition-map-switch';
import { UnitList } from '../../features/office-complexes/components/unit-list';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { OfficeRecordScreen } from './office-record-screen';

/**
 * A complex's setup: its details (with its budgets and, with financial management, charging a month's
 * contributions), units, members' meetings and document library on the left; its 3D projects (each with its IFC
 * model upload) and audit trail on the right. An archived complex is shown as it was, without its changes.
 */
const ComplexView = ({ details }: { details: OfficeComplexDetails }) => {
  const { t } = useTranslation();
  const { complex } = details;
  const refresh = useRefreshComplex(complex.id);
  const editable = complex.archivedAt === null;
  return (
    <Stack gap="xl">
      {complex.archivedAt !== null && (
        <Alert color="gray" variant="light" icon={<IconArchive aria-hidden />}>
          <Text size="sm">
            {t('Archived on')} <DateText value={complex.archivedAt} />.{' '}
            {t('It is gone from every list; its units, requests, work orders and inspections are kept.')}
          </Text>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="xl">
            <Section title={t('Details')}>
              <ComplexFacts complex={complex} />
              <Group>
                <Button
                  component={Link}
                  to={generatePath(officeRoutes.complexBudgets, { id: String(complex.id) })}
                  variant="default"
                  leftSection={<IconReportMoney aria-hidden size={18} />}
                >
                  {t('Budgets of this complex')}
                </Button>
              </Group>
            </Section>
            {complex.financieelBeheer && editable && (
              <Section title={t('Charge the contributions of a month')}>
                <ChargeContributionsForm complexId={complex.id} />
              </Section>
            )}
            <Section title={t('Units')}>
              <UnitList complexId={complex.id} units={details.units} editable={editable} />
            </Section>
            <Section title={t("Members' meetings")}>
              <MeetingList complexId={complex.id} meetings={details.meetings} editable={editable} />
              <Group>
                <Button
                  component={Link}
                  to={`${officeRoutes.calendar}?complex=${String(complex.id)}`}
                  variant="default"
                  leftSection={<IconCalendarMonth aria-hidden size={18} />}
                >
                  {t('Calendar of this complex')}
                </Button>
              </Group>
            </Section>
            <Section title={t('Decisions')}>
              <OfficeDecisions
                complexId={complex.id}
                actions={(decision) => <DecisionWorkOrders decision={decision} />}
              />
            </Section>
            <Section title={t('Documents')}>
              <OfficeDocuments complexId={complex.id} editable={editable} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xl">
            <Section title={t('3D projects')}>
              <ProjectList
                complexId={complex.id}
                projects={details.projects}
                editable={editable}
                upload={(project) => (
                  <Group gap="sm" align="flex-start">
                    <ModelUpload
                      projectId={project.id}
                      current={project.model?.fileName}
                      onChange={() => void refresh()}
                    />
                    <Button
                      component={Link}
                      to={generatePath(officeRoutes.bcfImport, { id: String(project.id) })}
                      variant="default"
                      leftSection={<IconFileImport aria-hidden size={18} />}
                    >
                      {t('Import BCF')}
                    </Button>
                  </Group>
                )}
              />
              <OwnerConditionMapSwitch
                complexId={complex.id}
                shown={details.ownerConditionMap}
                editable={editable}
              />
            </Section>
            <Section title={t('Audit trail')}>
              <AuditTrail entries={details.audit} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
};

/** One complex in the back office, by the id in its path, with 'Edit details' and 'Archive'. */
export const ComplexScreen = () => {
  const { t } = useTranslation();
  return (
    <OfficeRecordScreen
      useRecord={useOfficeComplex}
      title={(_, details) => details?.complex.naam ?? t('Complex')}
      back={{ to: officeRoutes.complexes, label: t('Back to the complexes') }}
      actions={(details) => <ComplexActions complex={details.complex} />}
      notFound={t('This complex was not found.')}
    >
      {(details) => <ComplexView details={details} />}
    </OfficeRecordScreen>
  );
};
