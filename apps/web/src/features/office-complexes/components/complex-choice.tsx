import { Select } from '@mantine/core';
import { useState } from 'react';
import { useOfficeComplexList } from '../api/get-office-complex-list';
import { useTranslation } from '../../../lib/i18n/i18n';

interface ComplexChoiceProps {
  value: number | null;
  onChange: (complexId: number | null) => void;
  error?: string | undefined;
  /** The choice may be left empty: it then stands for all complexes (a filter rather than a form's field). */
  optional?: boolean;
  /** The chosen complex's name when the page knows it already (a choice made elsewhere, in its address). */
  known?: { id: number; naam: string } | undefined;
}

/** A complex in use, found by part of its name as one types (the server searches, 50 at a time). */
export const ComplexChoice = ({ value, onChange, error, optional = false, known }: ComplexChoiceProps) => {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const complexes = useOfficeComplexList(search.trim() === '' ? {} : { text: search.trim() });
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = (complexes.data ?? []).map((complex) => ({ value: String(complex.id), label: complex.naam }));
  const shown = chosen ?? (known?.id === value ? { value: String(known.id), label: known.naam } : null);
  const data = shown && !found.some((option) => option.value === shown.value) ? [shown, ...found] : found;
  return (
    <Select
      label={t('Complex')}
      placeholder={optional ? t('All complexes') : t('Type part of its name')}
      required={!optional}
      clearable={optional}
      searchable
      data-autofocus={!optional || undefined}
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
