import { Radio, Stack } from '@mantine/core';

interface ChoiceRadiosProps<Option extends string> {
  label: string;
  options: readonly Option[];
  value: Option;
  labelOf: (option: Option) => string;
  onChange: (option: Option) => void;
}

/** One choice of a few, each a radio button below the other ('Who reads it'). */
export const ChoiceRadios = <Option extends string>({
  label,
  options,
  value,
  labelOf,
  onChange,
}: ChoiceRadiosProps<Option>) => (
  <Radio.Group
    label={label}
    value={value}
    onChange={(next) => {
      const chosen = options.find((option) => option === next);
      if (chosen !== undefined) onChange(chosen);
    }}
  >
    <Stack gap="xs" mt="xs">
      {options.map((option) => (
        <Radio key={option} value={option} label={labelOf(option)} />
      ))}
    </Stack>
  </Radio.Group>
);
