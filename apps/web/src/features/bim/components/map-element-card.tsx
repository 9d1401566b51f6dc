import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MapElement } from '@vve/contract/calls/condition-map';
import type { ElementScore } from '@vve/contract/rules/element-score';
import { PlainList } from '../../../components/plain-list';
import { QueryView } from '../../../components/query-view';
import { defectTypeLabel, namedScoreLabel, severityLabel } from '../../../lib/condition-labels';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useElementCondition } from '../api/get-element-condition';
import { DefectPhotos } from './defect-photos';

interface MapElementCardProps {
  element: MapElement;
  /** Its score at the moment the map shows. */
  score: ElementScore | null;
  /** Takes the picked model element's link to it away (administrators); not offered without it. */
  onUnlink?: (() => void) | undefined;
}

/** Every score of the element, newest first, with the defects each inspection found and their photos. */
const ConditionHistory = ({ elementId }: { elementId: number }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const history = useElementCondition(elementId);
  return (
    <QueryView query={history} skeleton={{ lines: 2 }}>
      {({ entries }) =>
        entries.length === 0 ? null : (
          <PlainList gap="xs" aria-label={t('Condition history')}>
            {entries.toReversed().map((entry) => (
              <Stack component="li" key={entry.inspectionId} gap={4}>
                <Text size="sm" fw={600}>
                  {format.date(entry.performedAt)}: {namedScoreLabel(entry.score, t)}
                </Text>
                {entry.defects.map((defect, index) => (
                  <Stack key={index} gap={4}>
                    <Text size="sm">
                      {defectTypeLabel(defect.type, t)}, {severityLabel(defect.severity, t)}
                      {defect.description.trim() !== '' && `: ${defect.description}`}
                    </Text>
                    <DefectPhotos files={defect.photos} />
                  </Stack>
                ))}
              </Stack>
            ))}
          </PlainList>
        )
      }
    </QueryView>
  );
};

/** The plan's works on the element: each line with the years it falls in and what it costs there. */
const PlanWorks = ({ element }: { element: MapElement }) => {
  const { t } = useTranslation();
  const format = useFormatters();
  if (element.planLines.length === 0) return null;
  return (
    <PlainList gap={4} aria-label={t('Maintenance plan')}>
      {element.planLines.map((line) => (
        <li key={line.id}>
          <Text size="sm">
            {line.description}:{' '}
            {line.works.map((work, index) => (
              <span key={work.year}>
                {index > 0 && ', '}
                {work.year} {format.money(work.cost)}
              </span>
            ))}
          </Text>
        </li>
      ))}
    </PlainList>
  );
};

/** A register element the picked model element stands for: its score at the moment shown, history and plan works. */
export const MapElementCard = ({ element, score, onUnlink }: MapElementCardProps) => {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" component="article" aria-label={element.label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={700}>{element.label}</Text>
            <Text size="sm" c="gray.7">
              {element.aspectName} · {element.location}
            </Text>
          </Stack>
          {onUnlink && (
            <Button variant="subtle" size="compact-sm" onClick={onUnlink}>
              {t('Unlink')}
            </Button>
          )}
        </Group>
        <Text size="sm" data-score={score ?? ''}>
          {score === null ? t('No score yet') : namedScoreLabel(score, t)}
        </Text>
        <ConditionHistory elementId={element.id} />
        <PlanWorks element={element} />
      </Stack>
    </Paper>
  );
};
