import { Slider, Stack, Text } from '@mantine/core';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ConditionMomentSliderProps {
  /** The moments an inspection scored an element, oldest first. */
  moments: readonly string[];
  /** The index of the moment shown. */
  value: number;
  onChange: (index: number) => void;
}

/** Which moment the map shows: after each inspection, the newest by default; the keyboard's arrows move it. */
export const ConditionMomentSlider = ({ moments, value, onChange }: ConditionMomentSliderProps) => {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = moments[value];
  if (shown === undefined) {
    return (
      <Text size="sm" c="gray.7">
        {t('No inspection has scored a linked element yet.')}
      </Text>
    );
  }
  const label = t('As after the inspection of {{date}}', { date: format.dateTime(shown) });
  return (
    <Stack gap={4}>
      <Text size="sm" id="condition-moment" aria-live="polite">
        {label}
      </Text>
      {moments.length > 1 && (
        <Slider
          min={0}
          max={moments.length - 1}
          step={1}
          value={value}
          onChange={onChange}
          label={(index) => format.dateTime(moments[index] ?? shown)}
          thumbLabel={t('Date of the map')}
          mb="xs"
        />
      )}
    </Stack>
  );
};
