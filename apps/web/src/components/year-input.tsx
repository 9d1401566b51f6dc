import { NumberInput } from '@mantine/core';
import { useTranslation } from '../lib/i18n/i18n';

interface YearInputProps {
  value: number | string;
  onChange: (value: number | string) => void;
  /** Whether to say that the year is not one between 2000 and 2100 (the years of budgets and contributions). */
  invalid: boolean;
  w: number;
}

/** A year of the association's books, 2000 to 2100, typed as a whole number without grouping. */
export const YearInput = ({ value, onChange, invalid, w }: YearInputProps) => {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('Year')}
      required
      w={w}
      allowDecimal={false}
      allowNegative={false}
      thousandSeparator={false}
      min={2000}
      max={2100}
      value={value}
      error={invalid ? t('A year lies between 2000 and 2100.') : undefined}
      onChange={onChange}
    />
  );
};
