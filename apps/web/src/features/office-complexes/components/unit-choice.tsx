import { Checkbox, Stack, Text } from '@mantine/core';
import { useOfficeComplex } from '../api/get-office-complex';
import { useTranslation } from '../../../lib/i18n/i18n';

interface UnitChoiceProps {
  complexId: number;
  value: readonly number[];
  onChange: (unitIds: number[]) => void;
  error?: string | undefined;
}

/** Units of one complex to tick, by index number and address. */
export const UnitChoice = ({ complexId, value, onChange, error }: UnitChoiceProps) => {
  const { t } = useTranslation();
  const complex = useOfficeComplex(complexId);
  const units = complex.data?.units ?? [];
  return (
    <Checkbox.Group
      label={t('Units')}
      required
      error={error}
      value={value.map(String)}
      onChange={(next) => {
        onChange(next.map(Number));
      }}
    >
      <Stack gap={6} mt={6}>
        {complex.isPending && <Text size="sm">{t('Loading…')}</Text>}
        {complex.isSuccess && units.length === 0 && (
          <Text size="sm">{t('This complex has no units yet.')}</Text>
        )}
        {units.map((unit) => (
          <Checkbox key={unit.id} value={String(unit.id)} label={`${unit.indexNr} · ${unit.adres}`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
};
