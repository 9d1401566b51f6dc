import { Button, Text } from '@mantine/core';
import type { MapElement } from '@vve/contract/calls/condition-map';
import type { ElementAtMoment } from '@vve/contract/rules/condition-map';
import type { ElementScore } from '@vve/contract/rules/element-score';
import { PlainList } from '../../../components/plain-list';
import { namedScoreLabel } from '../../../lib/condition-labels';
import { useTranslation } from '../../../lib/i18n/i18n';
import { colorOfScore } from '@vve/contract/rules/condition-colors';

interface WorstElementsProps {
  worst: readonly (ElementAtMoment<MapElement> & { score: ElementScore })[];
  onOpen: (element: MapElement) => void;
}

/** The worst scored elements at the moment shown; one opens its details (and shows it in the model, if linked). */
export const WorstElements = ({ worst, onOpen }: WorstElementsProps) => {
  const { t } = useTranslation();
  if (worst.length === 0) return null;
  return (
    <PlainList gap={4} aria-label={t('Worst elements')}>
      {worst.map(({ element, score }) => (
        <li key={element.id}>
          <Button
            variant="subtle"
            size="compact-sm"
            fullWidth
            justify="flex-start"
            styles={{
              root: { height: 'auto', paddingBlock: 4 },
              label: { whiteSpace: 'normal', textAlign: 'start' },
            }}
            leftSection={
              <span
                aria-hidden
                style={{ width: 12, height: 12, borderRadius: 2, background: colorOfScore(score) }}
              />
            }
            onClick={() => {
              onOpen(element);
            }}
          >
            <Text span size="sm">
              {element.label} ({element.aspectName}): {namedScoreLabel(score, t)}
              {element.globalIds.length === 0 && ` · ${t('not in the model')}`}
            </Text>
          </Button>
        </li>
      ))}
    </PlainList>
  );
};
