import { Select } from '@mantine/core';
import { useState } from 'react';
import { useOfficeComplexList } from '../api/get-office-complex-list';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ComplexChoiceProps {
  value: number | null;
  onChange: (complexId: number | null) => void;
  error?: string | undefined;
}

/** A complex in use, found by part of its name as one types (the server searches, 50 at a time). */
export const ComplexChoice = ({ value, onChange, error }: ComplexChoiceProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const complexes = useOfficeComplexList(search.trim() === '' ? {} : { text: search.trim() });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (complexes.data ?? []).map((complex) => ({ value: String(complex.id), label: complex.naam }));
  const data = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return (
    <Select
      label={t('Complex')}
      placeholder={t('Type part of its name')}
      required
      searchable
      data-autofocus
      data={data}
      value={value === null ? null : String(value)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={complexes.isFetching ? t('Loading…') : t('No complexes match the search.')}
      error={error}
      onChange={(next, option) => {
        setChosen(next === null ? null : option);
        onChange(next === null ? null : Number(next));
      }}
    />
  );
};
