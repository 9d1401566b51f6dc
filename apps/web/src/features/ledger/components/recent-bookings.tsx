import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Booking } from '@vve/contract/calls/ledger';
import { useId } from 'react';
import { DateText } from '../../../components/date-text';
import { Money } from '../../../components/money';
import { PlainList } from '../../../components/plain-list';
import { QueryView } from '../../../components/query-view';
import { CENTS_PER_EURO } from '../../../lib/amount-entry';
import { useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useOwnBookings } from '../api/get-ledger';
import { bookingWhat } from '../booking-text';

/** One booking as a line of a phone's list: its day and what it is, its amount and the balance after it. */
const BookingLine = ({ booking, bookings }: { booking: Booking; bookings: readonly Booking[] }) => {
  const { t } = useTranslation();
  const formatters = useFormatters();
  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Text size="xs" c="gray.7">
            <DateText value={booking.bookedOn} />
          </Text>
          <Text style={{ overflowWrap: 'anywhere' }}>{bookingWhat(booking, bookings, t, formatters)}</Text>
          {booking.corrected && (
            <Badge color="gray.3" c="black" radius="sm" style={{ alignSelf: 'flex-start' }}>
              {t('Corrected')}
            </Badge>
          )}
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Money amount={booking.amountCents / CENTS_PER_EURO} fw={600} />
          <Text size="xs" c="gray.7">
            {t('Balance after: {{amount}}', {
              amount: formatters.money(booking.balanceCents / CENTS_PER_EURO),
            })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
};

/**
 * 'Recent bookings': the debtor's newest bookings in a complex, newest first, as a list that fits a phone: each with
 * its day, what it is, its amount (negative: owed) and the balance after it. A section of its own, named by its
 * heading.
 */
export const RecentBookings = ({ vveId }: { vveId: number }) => {
  const { t } = useTranslation();
  const titleId = useId();
  const bookings = useOwnBookings(vveId);
  return (
    <Stack component="section" gap="xs" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {t('Recent bookings')}
      </Title>
      <QueryView query={bookings} skeleton={{ lines: 4 }}>
        {(list) =>
          list.length === 0 ? (
            <Text c="gray.7">{t('No bookings yet.')}</Text>
          ) : (
            <PlainList aria-label={t('Recent bookings')}>
              {list.map((booking) => (
                <BookingLine key={booking.id} booking={booking} bookings={list} />
              ))}
            </PlainList>
          )
        }
      </QueryView>
    </Stack>
  );
};
