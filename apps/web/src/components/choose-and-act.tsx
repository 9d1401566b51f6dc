import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';

interface ChooseAndActProps {
  label: string;
  /** The text of the empty choice at the top. */
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The button's text. */
  action: string;
  /** The choice made already, when it is one of the options. */
  initial?: string | undefined;
  busy?: boolean;
  onAct: (value: string) => void;
}

/** A choice and the button that acts on it: disabled until something is chosen, empty again after. */
export const ChooseAndAct = ({
  label,
  placeholder,
  options,
  action,
  initial,
  busy = false,
  onAct,
}: ChooseAndActProps) => {
  const [chosen, setChosen] = useState(() =>
    options.some((option) => option.value === initial) ? (initial ?? '') : '',
  );
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={label}
        data={[{ value: '', label: placeholder }, ...options]}
        value={chosen}
        onChange={(event) => {
          setChosen(event.currentTarget.value);
        }}
        flex={1}
      />
      <Button
        disabled={chosen === ''}
        loading={busy}
        onClick={() => {
          onAct(chosen);
          setChosen('');
        }}
      >
        {action}
      </Button>
    </Group>
  );
};
