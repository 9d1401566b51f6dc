import { Stack, Text } from '@mantine/core';
import type { OwnerPlanSummary } from '@vve/contract/calls/maintenance-plan';
import { useParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { Section } from '../../components/section';
import { useOwnerPlanSummary } from '../../features/maintenance-plan/api/get-owner-plan-summary';
import { OwnerPlanPdfLink } from '../../features/maintenance-plan/components/owner-plan-pdf-link';
import { OwnerPlanReserve } from '../../features/maintenance-plan/components/owner-plan-reserve';
import { OwnerPlanWorks } from '../../features/maintenance-plan/components/owner-plan-works';
import { useFormatters } from '../../lib/format';
import { useTranslation } from '../../lib/i18n/i18n';

/** An adopted plan: when the members' meeting adopted it, its big works by year, the reserve fund and its PDF. */
const AdoptedPlan = ({ summary, adoptedOn }: { summary: OwnerPlanSummary; adoptedOn: string }) => {
  const { t } = useTranslation();
  const { date } = useFormatters();
  return (
    <Stack gap="lg">
      <Text>{t('Adopted by the members’ meeting on {{date}}', { date: date(adoptedOn) })}</Text>
      <Section title={t('Big works of the next five years')}>
        <OwnerPlanWorks summary={summary} />
      </Section>
      <Section title={t('Reserve fund')}>
        <OwnerPlanReserve summary={summary} />
      </Section>
      <OwnerPlanPdfLink complexId={summary.complex.id} />
    </Stack>
  );
};

/**
 * vveMaintenancePlan (not in the spec): what the complex's adopted long-term maintenance plan (MJOP) says, for
 * its owners; until the members' meeting adopts one, only that it has not. Anyone who owns no unit there gets
 * not found (the server answers 404), tenants too. The title names the complex once it is known.
 */
export const OwnerPlanScreen = () => {
  const { t } = useTranslation();
  const summary = useOwnerPlanSummary(Number(useParams().vveId));
  const complex = summary.data?.complex.naam;
  return (
    <Screen
      title={
        complex === undefined ? t('Maintenance plan') : t('Maintenance plan of {{complex}}', { complex })
      }
    >
      <QueryView query={summary} skeleton={{ lines: 8 }} notFound={t('This complex was not found.')}>
        {(loaded) =>
          loaded.adoptedOn === null ? (
            <Text>
              {t(
                'The members’ meeting has not adopted a maintenance plan yet. Once it has, you can read here which big works are coming and how the reserve fund stands.',
              )}
            </Text>
          ) : (
            <AdoptedPlan summary={loaded} adoptedOn={loaded.adoptedOn} />
          )
        }
      </QueryView>
    </Screen>
  );
};
