import { Stack, Text } from '@mantine/core';
import type { OfficeLedger } from '@vve/contract/calls/ledger';
import { Section } from '../../../components/section';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { balanceText } from '../booking-text';
import { BookingForm } from './booking-form';
import { LedgerBookings } from './ledger-bookings';

/** A debtor's ledger: the balance, every booking (each to correct), and 'Book a charge or a payment'. */
export const LedgerView = ({ ledger }: { ledger: OfficeLedger }) => {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <Stack gap="xl">
      <Text size="lg" fw={600} c={ledger.balanceCents < 0 ? 'red.9' : undefined}>
        {balanceText(ledger.balanceCents, t, money)}
      </Text>
      <Section title={t('Bookings')}>
        <LedgerBookings ledger={ledger} />
      </Section>
      <Section title={t('Book a charge or a payment')}>
        <BookingForm debtorId={ledger.debtor.id} />
      </Section>
    </Stack>
  );
};
