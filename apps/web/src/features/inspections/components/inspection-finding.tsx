import { Group, Stack, Text } from '@mantine/core';
import type { InspectionFinding } from '@vve/contract/calls/office';
import { InspectionStateBadge } from '../../../components/inspection-state';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PhotoGrid } from '../../../components/photo-grid';

/** What an inspector found: the grade as a coloured badge, their text (or that they wrote none), the photos. */
export const InspectionFindingView = ({ finding }: { finding: InspectionFinding }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <InspectionStateBadge state={finding.state} />
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
