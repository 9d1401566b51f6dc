import { Input, Modal, NavLink, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { WIDE_LAYOUT_BREAKPOINT } from '@vve/contract/constants';
import { IconCheck, IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { PlainList } from '../../../components/plain-list';

export interface ComplexOption {
  id: number;
  name: string;
}

interface ComplexPickerProps {
  complexes: readonly ComplexOption[];
  value: number | null;
  onChange: (id: number) => void;
}

/**
 * The complex of a request (spec §2): a field that opens a searchable list, full screen on a phone and a
 * large dialog from 768 px.
 */
export const ComplexPicker = ({ complexes, value, onChange }: ComplexPickerProps) => {
  const { t } = useTranslation();
  const [opened, dialog] = useDisclosure(false);
  const [search, setSearch] = useState('');
  const wide = useMediaQuery(`(min-width: ${WIDE_LAYOUT_BREAKPOINT}px)`);
  const labelId = useId();
  const valueId = useId();
  const selected = complexes.find((complex) => complex.id === value);
  const needle = search.trim().toLowerCase();
  const found = complexes.filter((complex) => complex.name.toLowerCase().includes(needle));

  const close = () => {
    dialog.close();
    setSearch('');
  };

  return (
    <>
      <Input.Wrapper label={t('Complex')} labelProps={{ id: labelId }}>
        <Input
          component="button"
          type="button"
          pointer
          disabled={complexes.length === 0}
          aria-labelledby={`${labelId} ${valueId}`}
          aria-haspopup="dialog"
          rightSection={<IconChevronRight aria-hidden size={18} />}
          onClick={dialog.open}
        >
          <span id={valueId}>{selected?.name ?? t('No complex')}</span>
        </Input>
      </Input.Wrapper>
      <Modal
        opened={opened}
        onClose={close}
        title={t('Choose your complex')}
        fullScreen={!wide}
        size="lg"
        closeButtonProps={{ 'aria-label': t('Close') }}
      >
        <Stack gap="sm">
          <TextInput
            type="search"
            data-autofocus
            aria-label={t('Search for your complex')}
            placeholder={t('Search for your complex')}
            leftSection={<IconSearch aria-hidden size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
            }}
          />
          {found.length === 0 ? (
            <Text c="gray.7">{t('No complex found')}</Text>
          ) : (
            <PlainList gap={0}>
              {found.map((complex) => (
                <li key={complex.id}>
                  <NavLink
                    component="button"
                    type="button"
                    label={complex.name}
                    active={complex.id === value}
                    // Filled: white on blue keeps its contrast under the pointer too (light blue on hover did not).
                    variant="filled"
                    aria-current={complex.id === value ? 'true' : undefined}
                    rightSection={complex.id === value ? <IconCheck aria-hidden size={18} /> : undefined}
                    onClick={() => {
                      onChange(complex.id);
                      close();
                    }}
                  />
                </li>
              ))}
            </PlainList>
          )}
        </Stack>
      </Modal>
    </>
  );
};
