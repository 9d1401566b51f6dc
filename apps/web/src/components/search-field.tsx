import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_FILTER_TEXT_LENGTH } from '@vve/contract/calls/office';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/i18n';

/** How long a search field waits after the last key before the list asks the server. */
export const TEXT_FILTER_DELAY_MS = 300;

interface SearchFieldProps {
  value: string;
  /** What the field searches in, as an example of what to type. */
  placeholder: string;
  onChange: (text: string) => void;
}

/**
 * A list's text filter: what is typed shows at once, and goes to the URL (and so to the server) once typing
 * pauses. A text the URL gets from elsewhere (a link in the navigation, the browser's Back) replaces what is shown.
 */
export const SearchField = ({ value, placeholder, onChange }: SearchFieldProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== sent) {
      setText(value);
      setSent(value);
    }
  }
  const send = useDebouncedCallback((next: string) => {
    setSent(next);
    onChange(next);
  }, TEXT_FILTER_DELAY_MS);
  return (
    <TextInput
      type="search"
      label={t('Search')}
      placeholder={placeholder}
      leftSection={<IconSearch aria-hidden size={16} />}
      maxLength={MAX_FILTER_TEXT_LENGTH}
      spellCheck={false}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      flex="1 1 18rem"
    />
  );
};
