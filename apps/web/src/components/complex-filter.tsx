import type { ComplexRef } from '@vve/contract/calls/office';
import { useTranslation } from '../lib/i18n/i18n';
import { NamedFilter } from './named-filter';

interface ComplexFilterProps {
  complexes: readonly ComplexRef[];
  value: number | null;
  onChange: (complex: number | null) => void;
}

/** A back-office list's complex filter: searchable by name, cleared to show all complexes. */
export const ComplexFilter = ({ complexes, value, onChange }: ComplexFilterProps) => {
  const { t } = useTranslation();
  return (
    <NamedFilter
      label={t('Complex')}
      placeholder={t('All complexes')}
      clearLabel={t('Show all complexes')}
      nothingFound={t('No complex found')}
      unknown={(id) => t('Complex {{id}}', { id })}
      choices={complexes}
      value={value}
      onChange={onChange}
    />
  );
};
