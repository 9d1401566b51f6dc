import { Box, CloseButton, Textarea } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';

interface RequestFilterBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** A filter is one line of text: a new line (typed or pasted) is a space. */
const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ');

/**
 * The filter box of recentReports (spec §2). Its hint is long: a text box that grows with its text wraps the
 * hint on a 360 px phone, where an input would cut it off. Enter adds no line; × clears the filter.
 */
export const RequestFilterBox = ({ value, onChange }: RequestFilterBoxProps) => {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  return (
    <Box role="search">
      <Textarea
        ref={box}
        autosize
        minRows={1}
        rows={1}
        aria-label={t('Filter requests')}
        placeholder={t('Filter requests by number, title, state, date, complex or creator...')}
        enterKeyHint="search"
        spellCheck={false}
        leftSection={<IconSearch aria-hidden size={16} />}
        rightSection={
          value !== '' && (
            <CloseButton
              aria-label={t('Clear the filter')}
              onClick={() => {
                onChange('');
                box.current?.focus();
              }}
            />
          )
        }
        value={value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event) => {
          onChange(oneLine(event.currentTarget.value));
        }}
      />
    </Box>
  );
};
