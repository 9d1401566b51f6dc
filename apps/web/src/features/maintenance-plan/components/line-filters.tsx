import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { MaintenancePlan } from '@vve/contract/calls/maintenance-plan';
import { MAX_NAME_LENGTH } from '@vve/contract/primitives';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/i18n';
import { chapterLabel } from './chapter-label';
import { NO_CHAPTER, type LineFilter } from './line-order';

interface LineFiltersProps {
  plan: MaintenancePlan;
  filter: LineFilter;
  onChange: (filter: LineFilter) => void;
}

/** Which lines the table shows: all chapters or one of the plan's, and the elements whose code, label or location hold a text. */
export const LineFilters = ({ plan, filter, onChange }: LineFiltersProps) => {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label={t('Chapter')}
        data={[
          { value: '', label: t('All chapters') },
          ...plan.chapters.map(({ chapter }) => ({
            value: chapter ?? NO_CHAPTER,
            label: chapterLabel(chapter, t),
          })),
        ]}
        value={filter.chapter ?? ''}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ ...filter, chapter: value === '' ? null : value });
        }}
        w={260}
      />
      <TextInput
        type="search"
        label={t('Find an element')}
        placeholder={t('Code, label or location')}
        leftSection={<IconSearch aria-hidden size={16} />}
        maxLength={MAX_NAME_LENGTH}
        spellCheck={false}
        value={filter.element}
        onChange={(event) => {
          onChange({ ...filter, element: event.currentTarget.value });
        }}
        flex="0 1 18rem"
      />
    </Group>
  );
};
