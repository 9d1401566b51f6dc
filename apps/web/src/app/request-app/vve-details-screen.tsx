import { Stack, Text } from '@mantine/core';

import { useTranslation } from '../../lib/i18n/i18n';
import { useParams, useSearchParams } from 'react-router';
import { ContentSkeleton } from '../../components/content-skeleton';
import { LoadError } from '../../components/load-error';
import { Screen } from '../../components/screen';
import { useVve } from '../../features/details/api/get-vve';
import { PlannedMeetings } from '../../features/details/components/planned-meetings';
import { FinanceSummary } from '../../features/finance/components/finance-summary';
import { Section } from '../../components/section';

/**
 * vveDetails (spec §2): a complex's description, its finances (when it has financial management) and its
 * planned meetings. The header title comes from the title param.
 */
export const VveDetailsScreen = () => {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const vveId = Number(useParams().vveId);
  const vve = useVve(vveId);

  const content = () => {
    if (vve.isPending) return <ContentSkeleton lines={6} />;
    if (vve.isError) {
      return <LoadError error={vve.error} onRetry={() => void vve.refetch()} retrying={vve.isFetching} />;
    }
    return (
      <Stack gap="lg">
        <Text style={{ whiteSpace: 'pre-line' }}>{vve.data.omschrijving}</Text>
        <Section title={t('Finances')}>
          {vve.data.financieelBeheer ? (
            <FinanceSummary vveId={vveId} activeBudgetIds={vve.data.actieveBegrotingIds} />
          ) : (
            <Text c="gray.7">{t('No financial information available.')}</Text>
          )}
        </Section>
        <Section title={t('Planned meetings')}>
          <PlannedMeetings dates={vve.data.vergaderingen} />
        </Section>
      </Stack>
    );
  };

  return <Screen title={searchParams.get('title') ?? t('VvE Details')}>{content()}</Screen>;
};
