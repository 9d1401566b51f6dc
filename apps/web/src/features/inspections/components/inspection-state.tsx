import { Badge, NativeSelect } from '@mantine/core';
import { InspectionState } from '@vve/contract/enums';
import { type TFunction, useTranslation } from '../../../lib/i18n/i18n';

/** The colours of spec §4; each fill keeps black text above the AA contrast ratio. */
export const STATE_COLORS: Record<InspectionState, string> = {
  GREAT: 'green.5',
  WARN: 'yellow.4',
  BAD: 'red.4',
  MISSING: 'gray.4',
};

/** The translated name of an inspection or element state. */
export const inspectionStateLabel = (state: InspectionState, t: TFunction): string => {
  switch (state) {
    case 'GREAT':
      return t('Super/Good');
    case 'WARN':
      return t('Moderate');
    case 'BAD':
      return t('Bad');
    case 'MISSING':
      return t('Not specified');
  }
};

/** A state as a coloured badge. */
export const InspectionStateBadge = ({ state, label }: { state: InspectionState; label?: string }) => {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} c="black" radius="sm">
      {label ?? inspectionStateLabel(state, t)}
    </Badge>
  );
};

interface StateSelectProps {
  label: string;
  value: InspectionState;
  /** An empty choice means MISSING (spec §4). */
  onChange: (state: InspectionState) => void;
}

/** A state select; 'Not specified' is the empty choice. */
export const StateSelect = ({ label, value, onChange }: StateSelectProps) => {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      value={value === 'MISSING' ? '' : value}
      data={[
        { value: '', label: inspectionStateLabel('MISSING', t) },
        ...(['GREAT', 'WARN', 'BAD'] as const).map((state) => ({
          value: state,
          label: inspectionStateLabel(state, t),
        })),
      ]}
      onChange={(event) => {
        const parsed = InspectionState.safeParse(event.currentTarget.value);
        onChange(parsed.success ? parsed.data : 'MISSING');
      }}
    />
  );
};
