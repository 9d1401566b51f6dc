import { Stack, Text } from '@mantine/core';
import type { ConditionMap, MapElement } from '@vve/contract/calls/condition-map';
import { elementsAt, worstElements } from '@vve/contract/rules/condition-map';
import { useMemo } from 'react';
import { Section } from '../../../components/section';
import { useTranslation } from '../../../lib/i18n/i18n';
import { ConditionLegend } from './condition-legend';
import { ConditionMomentSlider } from './condition-moment-slider';
import { WorstElements } from './worst-elements';

/** How many of the worst elements the panel lists. */
const WORST_LISTED = 10;

interface ConditionMapPanelProps {
  map: ConditionMap;
  moments: readonly string[];
  momentIndex: number;
  /** The moment shown (null: none scored yet). */
  moment: string | null;
  onMomentIndex: (index: number) => void;
  onOpen: (element: MapElement) => void;
}

/** The condition map beside the model: what its colours mean, which moment it shows, and the worst elements then. */
export const ConditionMapPanel = ({
  map,
  moments,
  momentIndex,
  moment,
  onMomentIndex,
  onOpen,
}: ConditionMapPanelProps) => {
  const { t } = useTranslation();
  const worst = useMemo(() => worstElements(elementsAt(map.elements, moment), WORST_LISTED), [map, moment]);
  const linked = map.elements.filter((element) => element.globalIds.length > 0).length;
  return (
    <Section title={t('Condition map')}>
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          {t('{{linked}} of {{total}} register elements are linked to the model.', {
            linked,
            total: map.elements.length,
          })}
        </Text>
        <ConditionMomentSlider moments={moments} value={momentIndex} onChange={onMomentIndex} />
        <ConditionLegend />
        <WorstElements worst={worst} onOpen={onOpen} />
      </Stack>
    </Section>
  );
};
