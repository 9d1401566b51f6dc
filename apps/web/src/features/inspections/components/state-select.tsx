import { NativeSelect } from '@mantine/core';
import { InspectionState } from '@vve/contract/enums';
import { useTranslation } from '../../../lib/i18n/i18n';
import { INSPECTION_STATES } from '../../../components/inspection-state';

interface StateSelectProps {
  label: string;
  value: InspectionState;
  /** An empty choice means MISSING (spec §4). */
  onChange: (state: InspectionState) => void;
  /** Why the state cannot be chosen (it follows from something else); the select is read-only then. */
  decided?: string;
}

/** A state select; 'Not specified' is the empty choice. */
export const StateSelect = ({ label, value, onChange, decided }: StateSelectProps) => {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={label}
      description={decided}
      disabled={decided !== undefined}
      value={value === 'MISSING' ? '' : value}
      data={[
        { value: '', label: INSPECTION_STATES.MISSING.label(t) },
        ...(['GREAT', 'WARN', 'BAD'] as const).map((state) => ({
          value: state,
          label: INSPECTION_STATES[state].label(t),
        })),
      ]}
      onChange={(event) => {
        const parsed = InspectionState.safeParse(event.currentTarget.value);
        onChange(parsed.success ? parsed.data : 'MISSING');
      }}
    />
  );
};
