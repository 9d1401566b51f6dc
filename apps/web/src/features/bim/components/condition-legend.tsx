import { Group, Text } from '@mantine/core';
import { PlainList } from '../../../components/plain-list';
import { scoreLabel } from '../../../lib/condition-labels';
import { useTranslation } from '../../../lib/i18n/i18n';
import {
  CONDITION_COLORS,
  CONDITIONS,
  NO_SCORE_COLOR,
  SURVEY_CODE_COLOR,
} from '@vve/contract/rules/condition-colors';

const Swatch = ({ color, label }: { color: string; label: string }) => (
  <Group component="li" gap={8} wrap="nowrap">
    <span
      aria-hidden
      style={{
        width: 18,
        height: 18,
        flex: 'none',
        borderRadius: 3,
        background: color,
        border: '1px solid var(--mantine-color-gray-6)',
      }}
    />
    <Text size="sm">{label}</Text>
  </Group>
);

/** What the map's colours mean, each with its number and name (the map is readable without telling colours apart). */
export const ConditionLegend = () => {
  const { t } = useTranslation();
  return (
    <PlainList gap={4} aria-label={t('Legend')}>
      {CONDITIONS.map((condition) => (
        <Swatch key={condition} color={CONDITION_COLORS[condition]} label={scoreLabel(condition, t)} />
      ))}
      <Swatch color={SURVEY_CODE_COLOR} label={t('8 or 9: condition not known')} />
      <Swatch color={NO_SCORE_COLOR} label={t('No score yet')} />
      <Text component="li" size="sm">
        {t('Not linked to the register: as the model draws it')}
      </Text>
    </PlainList>
  );
};
