import { Group, Stack, Text } from '@mantine/core';
import type { InspectionFinding } from '@vve/contract/calls/office';
import type { ElementScore } from '@vve/contract/rules/element-score';
import { InspectionStateBadge } from '../../../components/inspection-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { namedScoreLabel } from '../../../lib/condition-labels';
import { PhotoGrid } from '../../../components/photo-grid';

interface InspectionFindingViewProps {
  finding: InspectionFinding;
  /** An element's NEN 2767 score, shown beside its grade; null or left out when it was graded the spec's way. */
  score?: ElementScore | null;
}

/**
 * What an inspector found: the grade as a coloured badge with the score beside it, their text (or that they wrote
 * none), the photos.
 */
export const InspectionFindingView = ({ finding, score = null }: InspectionFindingViewProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <InspectionStateBadge state={finding.state} />
        {score !== null && <Text size="sm">{namedScoreLabel(score, t)}</Text>}
      </Group>
      {finding.stateDescription ? (
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{finding.stateDescription}</Text>
      ) : (
        <Text c="gray.7">{t('No finding written down.')}</Text>
      )}
      {finding.photos.length > 0 && <PhotoGrid files={finding.photos} />}
    </Stack>
  );
};
