import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { ContributionMonthPayload } from '@vve/contract/calls/ledger';
import { IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';
import { YearInput } from '../../../components/year-input';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';
import { formatLocale, useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useChargeContributions } from '../api/change-ledger';
import { LEDGER_REFUSALS } from './ledger-refusals';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The names of the months in the locale, January first. */
const monthNames = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { month: 'long' });
  return MONTHS.map((month) => ({
    value: String(month),
    label: format.format(new Date(2000, month - 1, 1)),
  }));
};

/**
 * 'Charge the contributions of a month' of a complex (the current month unless said otherwise): every debtor's
 * monthly contribution by the budget in force that year, once; then how many were charged and how much.
 */
export const ChargeContributionsForm = ({ complexId }: { complexId: number }) => {
  const { t, i18n } = useTranslation();
  const { money } = useFormatters();
  const charge = useChargeContributions(complexId);
  const [year, setYear] = useState<number | string>(() => new Date().getFullYear());
  const [month, setMonth] = useState(() => String(new Date().getMonth() + 1));
  const [checked, setChecked] = useState(false);
  const parsed = ContributionMonthPayload.safeParse({ year, month: Number(month) });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        if (parsed.success && !charge.isPending) charge.mutate(parsed.data);
      }}
    >
      <Stack gap="sm">
        <Group align="flex-start" gap="sm">
          <NativeSelect
            label={t('Month')}
            w={180}
            data={monthNames(formatLocale(i18n.language))}
            value={month}
            onChange={(event) => {
              setMonth(event.currentTarget.value);
            }}
          />
          <YearInput w={120} value={year} invalid={checked && !parsed.success} onChange={setYear} />
          <Button
            type="submit"
            mt={25}
            loading={charge.isPending}
            leftSection={<IconCoins aria-hidden size={18} />}
          >
            {t('Charge the contributions')}
          </Button>
        </Group>
        {charge.data && (
          <Text size="sm" role="status">
            {charge.data.charged === 0
              ? t('Everyone was charged for this month already.')
              : t('Charged {{count}} debtors {{amount}} in total.', {
                  count: charge.data.charged,
                  amount: money(charge.data.totalCents / CENTS_PER_EURO),
                })}
          </Text>
        )}
        {charge.error && (
          <RefusalAlert
            error={charge.error}
            failed={t('The contributions could not be charged.')}
            explained={LEDGER_REFUSALS}
          />
        )}
      </Stack>
    </form>
  );
};
