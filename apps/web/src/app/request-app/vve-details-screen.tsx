import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/i18n';
import { useParams, useSearchParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { Screen } from '../../components/screen';
import { useVve } from '../../features/details/api/get-vve';
import { PlannedMeetings } from '../../features/details/components/planned-meetings';
import { AnnouncementList } from '../../features/announcements/components/announcement-list';
import { VveDocuments } from '../../features/documents/components/vve-documents';
import { ConvenedMeetings } from '../../features/meetings/components/convened-meetings';
import { VveDecisions } from '../../features/meetings/components/vve-decisions';
import { FinanceSummary } from '../../features/finance/components/finance-summary';
import { OwnerBudgetCard } from '../../features/budgets/components/owner-budget-card';
import { OwnerPlanLink } from '../../features/maintenance-plan/components/owner-plan-link';
import { Section } from '../../components/section';

/**
 * vveDetails (spec §2): a complex's description, its finances (when it has financial management: with, not in
 * the spec, the budget in force and the owner's part of it) and its planned meetings; to an owner of the complex,
 * a link to its maintenance plan and (not in the spec) the meetings they were convened to, each opening its
 * agenda; and (not in the spec) the announcements for the user there, pinned ones first, and the documents of its
 * library for them. A tenant (who is no owner) sees the complex's description, announcements and documents only:
 * its finances, meetings and plan are the owners'. The header title comes from the title param.
 */
export const VveDetailsScreen = ({ owner }: { owner: boolean }) => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vveId = Number(useParams().vveId);
  const vve = useVve(vveId);

  return (
    <Screen title={searchParams.get('title') ?? t('VvE Details')}>
      <QueryView query={vve} skeleton={{ lines: 6 }} notFound={t('This complex was not found.')}>
        {(complex) => (
          <Stack gap="lg">
            <Text style={{ whiteSpace: 'pre-line' }}>{complex.omschrijving}</Text>
            {owner && <OwnerPlanLink complexId={vveId} />}
            <Section title={t('Announcements')}>
              <AnnouncementList complexId={vveId} />
            </Section>
            <Section title={t('Documents')}>
              <VveDocuments vveId={vveId} />
            </Section>
            {owner && (
              <>
                <Section title={t('Finances')}>
                  {complex.financieelBeheer ? (
                    <>
                      <FinanceSummary vveId={vveId} activeBudgetIds={complex.actieveBegrotingIds} />
                      <OwnerBudgetCard vveId={vveId} />
                    </>
                  ) : (
                    <Text c="gray.7">{t('No financial information available.')}</Text>
                  )}
                </Section>
                <Section title={t('Planned meetings')}>
                  <PlannedMeetings dates={complex.vergaderingen} />
                </Section>
                <Section title={t('Convocations')}>
                  <ConvenedMeetings vveId={vveId} />
                </Section>
                <Section title={t('Decisions')}>
                  <VveDecisions vveId={vveId} />
                </Section>
              </>
            )}
          </Stack>
        )}
      </QueryView>
    </Screen>
  );
};
