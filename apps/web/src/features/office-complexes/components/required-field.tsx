import { TextInput } from '@mantine/core';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';

/** A dialog's form of a value: its title, first value, whether it is being sent, its last failure. */
export interface FormProps<Value> {
  title: string;
  initial: Value;
  pending: boolean;
  error: Error | null;
  onSubmit: (value: Value) => void;
  onClose: () => void;
}

/** Whether a form was sent: from then on a blank required text shows its message. */
export const useRequiredTexts = () => {
  const [checked, setChecked] = useState(false);
  const wrong = (isWrong: boolean, message: string) => (checked && isWrong ? message : undefined);
  return {
    /** Marks the form sent; true when none of the texts is blank. */
    check: (...texts: string[]) => {
      setChecked(true);
      return texts.every((text) => text.trim() !== '');
    },
    /** The message under a blank text once the form was sent. */
    missing: (text: string, message: string) => wrong(text.trim() === '', message),
    /** The message under a wrong value once the form was sent. */
    wrong,
  };
};

interface RequiredFieldProps {
  label: string;
  value: string;
  /** Its message once the form was sent with it blank (see `useRequiredTexts`). */
  error: string | undefined;
  /** The form's first field, which has the focus when the dialog opens. */
  first?: boolean;
  onChange: (value: string) => void;
}

/** A required short text of a form (a name, an address, an index number). */
export const RequiredField = ({ label, value, error, first = false, onChange }: RequiredFieldProps) => (
  <TextInput
    label={label}
    required
    data-autofocus={first || undefined}
    maxLength={MAX_NAME_LENGTH}
    value={value}
    error={error}
    onChange={(event) => {
      onChange(event.currentTarget.value);
    }}
  />
);
