import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { Booking, OfficeLedger } from '@vve/contract/calls/ledger';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { RecordTable } from '../../../components/record-table';
import { RefusalAlert } from '../../../components/refusal-alert';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { notify } from '../../../lib/notifications';
import { useCorrectBooking } from '../api/change-ledger';
import { bookingWhat, correctable } from '../booking-text';
import { LEDGER_REFUSALS } from './ledger-refusals';

/**
 * A debtor's bookings, newest first: the day, what it is (a corrected one marked so), its effect on the balance
 * and the balance after it; and 'Correct' for each booking that can be, after a yes: a correction dated today
 * reverses it.
 */
export const LedgerBookings = ({ ledger }: { ledger: OfficeLedger }) => {
  const { t } = useTranslation();
  const formatters = useFormatters();
  const correct = useCorrectBooking(ledger.debtor.id);
  const [asking, setAsking] = useState<Booking | null>(null);
  const what = (booking: Booking) => bookingWhat(booking, ledger.bookings, t, formatters);
  return (
    <Stack gap="sm">
      {correct.error && (
        <RefusalAlert
          error={correct.error}
          failed={t('The booking could not be corrected.')}
          explained={LEDGER_REFUSALS}
        />
      )}
      <RecordTable
        items={ledger.bookings}
        rowKey={(booking) => booking.id}
        minWidth={720}
        label={t('Bookings')}
        empty={t('No bookings yet.')}
        columns={[
          { header: t('Date'), width: 130, cell: (booking) => <DateText value={booking.bookedOn} /> },
          {
            header: t('What'),
            breakAnywhere: true,
            cell: (booking) => (
              <Group gap="xs">
                <Text span inherit>
                  {what(booking)}
                </Text>
                {booking.corrected && (
                  <Badge color="gray.3" c="black" radius="sm">
                    {t('Corrected')}
                  </Badge>
                )}
              </Group>
            ),
          },
          {
            header: t('Amount'),
            numeric: true,
            width: 140,
            cell: (booking) => <Money amount={booking.amountCents / CENTS_PER_EURO} />,
          },
          {
            header: t('Balance after'),
            numeric: true,
            width: 140,
            cell: (booking) => <Money amount={booking.balanceCents / CENTS_PER_EURO} />,
          },
          {
            header: t('Actions'),
            width: 130,
            cell: (booking) =>
              correctable(booking) && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconArrowBackUp aria-hidden size={16} />}
                  loading={correct.isPending && correct.variables === booking.id}
                  aria-label={t('Correct the booking of {{date}}: {{what}}', {
                    date: formatters.date(booking.bookedOn),
                    what: what(booking),
                  })}
                  onClick={() => {
                    correct.reset();
                    setAsking(booking);
                  }}
                >
                  {t('Correct')}
                </Button>
              ),
          },
        ]}
      />
      <ConfirmDialog
        opened={asking !== null}
        message={t('Correct this booking? A correction dated today reverses it; this cannot be undone.')}
        confirmLabel={t('Correct')}
        onCancel={() => {
          setAsking(null);
        }}
        onConfirm={() => {
          if (asking === null || correct.isPending) return;
          setAsking(null);
          correct.mutate(asking.id, {
            onSuccess: () => {
              notify(t('The booking has been corrected.'));
            },
          });
        }}
      />
    </Stack>
  );
};
